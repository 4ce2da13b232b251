// Component tests mount sonner's Toaster at once instead of loading it with the first toast: under a
// busy machine's several test workers, that on-demand load could outlast a test's wait for the toast.
// ui/toast.ts still waits for the mounted Toaster, so what is shown and when is the app's own.
export { SonnerToaster as Toaster } from '../ui/sonner-toaster';
