import { toast } from 'sonner';
import { wantToaster } from './toaster';

// The only way in to sonner's toast(): a page that can toast mounts the Toaster as it loads.
wantToaster();

export { toast };
