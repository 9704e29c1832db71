/** One entry of the dial-code picker (spec: name, flag, ISO code, dial_code). */
export interface Country {
  iso: string;
  /** The name in the interface language. */
  name: string;
  /** The name in every interface language, so a search in either finds it ("austr" → Österreich). */
  names: readonly string[];
  dialCode: string;
  /** The URL of the flag's SVG, fetched only when its row shows. */
  flag: string;
}
