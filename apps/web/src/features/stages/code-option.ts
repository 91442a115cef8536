// The choices the stage screens offer by their code, each named 'Name (code)': a weather station, a
// PRA, a department, a Mycolis client.

export interface CodeOption {
  value: string;
  label: string;
}

/** A choice whose value is its code, said after its name. */
export function codeOption(name: string, code: string): CodeOption {
  return { value: code, label: `${name} (${code})` };
}
