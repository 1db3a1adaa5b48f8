// shared-ui/menu: Radix Dropdown Menu (and its positioning code), loaded when a menu is first used.
export { Menu, MenuContent, MenuItem, MenuSeparator, MenuTrigger } from '../components/menu';
