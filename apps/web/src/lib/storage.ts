/** The values the app keeps in localStorage, under the names the spec gives them. */
export const storageKeys = {
  accessToken: 'accessToken',
  expiredAt: 'expiredAt',
  locale: 'locale',
  rememberedPhone: 'rememberedPhone',
  onboarded: 'onboarded',
} as const;

type Key = keyof typeof storageKeys;

export const storage = {
  get: (key: Key): string | null => {
    try {
      return localStorage.getItem(storageKeys[key]);
    } catch {
      return null;
    }
  },
  set: (key: Key, value: string) => {
    try {
      localStorage.setItem(storageKeys[key], value);
    } catch {
      // Storage may be full or disabled (private mode); the app keeps working without it.
    }
  },
  remove: (key: Key) => {
    try {
      localStorage.removeItem(storageKeys[key]);
    } catch {
      // See set().
    }
  },
};
