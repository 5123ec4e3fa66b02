import { resetEnvCache } from '@/lib/env';

/**
 * A setter for some settings: each call sets the given ones and puts every other key back as it
 * was when the file started (so `set({})` restores all), then drops the cached settings.
 */
export function envSwitcher<K extends string>(keys: readonly K[]) {
  const saved = Object.fromEntries(keys.map((k) => [k, process.env[k]])) as Record<K, string | undefined>;
  return (values: Partial<Record<K, string | undefined>>) => {
    for (const key of keys) {
      const value = key in values ? values[key] : saved[key];
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    resetEnvCache();
  };
}
