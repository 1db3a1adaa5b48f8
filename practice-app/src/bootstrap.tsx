// This remote on its own (`npm run dev -w practice-app`): its own router over the same screens the shell mounts.
import { createQueryClient } from 'shared-auth';
import { renderStandalone } from 'shared-ui/standalone';
import { screens } from './app/screens';

renderStandalone({ name: 'practice-app', screens, queryClient: createQueryClient() });
