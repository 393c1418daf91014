import { ConfigError, loadConfig, type Config } from './config.ts';

/** loadConfig for the command-line entry points: print the problem and exit 1 instead of a stack. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}
