// shared-ui/dialog: Radix Dialog, loaded only by the screens that open one.
export { Dialog } from '../components/dialog';
export type { DialogProps } from '../components/dialog';
