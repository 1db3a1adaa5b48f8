export { ResetToTemplate } from './reset-to-template';
