/**
 * Prints a figure of the security suites (matrix size, cases tried, violations) straight to the terminal:
 * these counts are part of what the suites deliver, so they are shown whatever the reporter does with logs.
 */
export function report(line: string) {
  process.stdout.write(`[sécurité] ${line}\n`);
}
