// What other features may use of progress.
export { MyProgressPanel } from './components/my-progress-panel';
