import { describe, expect, it } from 'vitest';
import { parseWrk } from './generator';

// A report as `wrk -t1 -c10 -d1s --latency` prints it (Debian's wrk 4.1), against a server answering 500 to one
// request in fifty.
const report = `Running 1s test @ http://127.0.0.1:4556/
  1 threads and 10 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     0.98ms    2.08ms  35.30ms   96.35%
    Req/Sec    14.91k     6.23k   22.52k    63.64%
  Latency Distribution
     50%  571.00us
     75%    0.86ms
     90%    1.55ms
     99%   10.19ms
  16295 requests in 1.10s, 2.87MB read
  Non-2xx or 3xx responses: 325
Requests/sec:  14813.34
Transfer/sec:      2.60MB
`;

describe("wrk's report", () => {
  it('gives req/s, p50 and p99 in milliseconds whatever unit wrk printed', () => {
    const figures = parseWrk(report, 10);
    expect(figures.requestsPerSecond).toBe(14813.34);
    expect(figures.p50Ms).toBeCloseTo(0.571, 6);
    expect(figures.p99Ms).toBe(10.19);
  });

  it('counts the requests in flight at the end as sent, one per connection', () => {
    expect(parseWrk(report, 10).sent).toBe(16295 + 10);
  });

  it('counts answers other than 2xx and socket errors as failures', () => {
    expect(parseWrk(report, 10).failures).toBe(325);
    const withErrors = report.replace(
      '  Non-2xx or 3xx responses: 325\n',
      '  Socket errors: connect 0, read 3, write 1, timeout 2\n',
    );
    expect(parseWrk(withErrors, 10).failures).toBe(6);
    expect(parseWrk(report.replace('  Non-2xx or 3xx responses: 325\n', ''), 10).failures).toBe(0);
  });

  it('reads latencies in seconds', () => {
    expect(parseWrk(report.replace('10.19ms', '1.20s'), 10).p99Ms).toBe(1200);
  });

  it('refuses a report it cannot read rather than printing zeros', () => {
    expect(() => parseWrk('unable to connect to 127.0.0.1:4556 Connection refused', 10)).toThrow(/illisible/);
    expect(() => parseWrk(report.replace('     99%   10.19ms\n', ''), 10)).toThrow(/99e centile/);
  });
});
