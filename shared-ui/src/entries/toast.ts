// shared-ui/toast: sonner. One shared copy, so `toast` from any remote reaches the shell's Toaster.
export { DEFAULT_TOAST_DURATION_MS, Toaster, toast } from '../components/toaster';
