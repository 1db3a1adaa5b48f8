// What other features may use of the static pages: the hiring-challenge page without a contest,
// and the frame and fact list a contest's page shares with it.
export { FactList } from './components/fact-list';
export { HiringChallengePage } from './components/hiring-challenge-page';
export { StaticPage } from './components/static-page';
