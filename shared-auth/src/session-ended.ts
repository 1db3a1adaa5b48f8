/** Where the shell sends a user whose server session ended; the login screen explains it. */
export const SESSION_ENDED_SEARCH = 'session=ended';
