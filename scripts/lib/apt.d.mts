/** Installs one of Debian's packages with apt-get (scripts/lib/apt.mjs). True when the install succeeded. */
export function aptInstall(pkg: string): boolean;
