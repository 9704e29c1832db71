/** One entry of the dial-code picker (spec: name, flag, ISO code, dial_code). */
export interface Country {
  iso: string;
  name: string;
  dialCode: string;
  flag: string;
}
