/** The file each build writes beside mf-manifest.json: what the shell provides, or what a remote needs. */
export const PLATFORM_FILE: 'platform.json';
