// Command-line options of the scripts: `--name value`, `--flag`, and the plain arguments.
const argv = process.argv.slice(2);

/** The value after `--name`, or `fallback`. */
export const option = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};

export const flag = (name) => argv.includes(`--${name}`);

/** The arguments that are neither options nor their values (`valued` names the options that take one). */
export const positional = (valued = []) =>
  argv.filter((a, i) => !a.startsWith('--') && !valued.includes(argv[i - 1]?.replace(/^--/, '') ?? ''));
