/**
 * The paths the app calls on the API when both are served under one origin (a build made with
 * VITE_API_URL=/): the endpoint table's, pictures, a store's short link (/s/…), and the mock's map tiles and places. The
 * production server (static-server.ts) and the dev server (vite.config.ts) pass these on.
 */
export const API_PATHS = ['/api', '/auth', '/short', '/media', '/s', '/__mock'];

/** The same paths as one pattern, for Vite's proxy. */
export const API_PATH_PATTERN = `^(${API_PATHS.join('|')})(/|$)`;
