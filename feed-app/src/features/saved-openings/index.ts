// Saving an opening for later (a card's Save action) and the list of saved openings.
export { useSavedOpenings } from './api/get-saved-openings';
export { useSaveOpening } from './hooks/use-save-opening';
