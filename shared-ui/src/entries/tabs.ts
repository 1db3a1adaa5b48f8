// shared-ui/tabs: Radix Tabs.
export { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/tabs';
