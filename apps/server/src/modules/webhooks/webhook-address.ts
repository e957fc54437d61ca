/**
 * Where a webhook may be sent (server-side request forgery): in production only `https` to public
 * addresses, checked on every address the name resolves to when the connection is made (an HTTP agent's
 * `lookup`), so a name that resolves to a private address later is refused too; in the demo `http` to
 * this machine as well, for the local receiver.
 */
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** What a delivery may reach: `production` refuses loopback, private and link-local addresses and `http`. */
export type WebhookAddressPolicy = { production: boolean };

/** Addresses no production delivery goes to: this machine, private networks, link-local, and the like. */
const privateAddresses = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  privateAddresses.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  privateAddresses.addSubnet(network, prefix, 'ipv6');

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** An IPv4 address written as IPv6 (`::ffff:10.0.0.1`) is checked as the IPv4 address it is. */
const unmapped = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

/** Whether a delivery may connect to `address` (an IP address) under `policy`. */
export function addressAllowed(address: string, policy: WebhookAddressPolicy): boolean {
  const plain = unmapped(address);
  const family = isIP(plain) === 6 ? 'ipv6' : 'ipv4';
  if (!policy.production) return true;
  return !privateAddresses.check(plain, family) && !loopback.check(plain, family);
}

/** Why an endpoint's URL is refused under `policy`, or null when it may be used. */
export function urlRefusal(url: string, policy: WebhookAddressPolicy): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'not a URL';
  }
  if (parsed.username || parsed.password) return 'credentials in the URL';
  if (parsed.protocol === 'https:') {
    const host = parsed.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) && !addressAllowed(host, policy)) return 'a private address';
    return null;
  }
  if (parsed.protocol !== 'http:') return 'not http or https';
  if (policy.production) return 'http in production';
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  const isLoopback =
    host === 'localhost' ||
    (isIP(host) > 0 && loopback.check(unmapped(host), isIP(host) === 6 ? 'ipv6' : 'ipv4'));
  return isLoopback ? null : 'http only to this machine outside production';
}

/** The error a refused address fails the connection with. */
export class RefusedAddressError extends Error {
  readonly code = 'WEBHOOK_ADDRESS_REFUSED';
}

/** A `lookup` that resolves as usual and refuses the connection when an address is not allowed. */
export function guardedLookup(policy: WebhookAddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find((entry) => !addressAllowed(entry.address, policy));
      if (refused || addresses.length === 0)
        return callback(new RefusedAddressError(`${hostname} resolves to a refused address`), '', 0);
      // With `all`, Node's net module calls the same callback with the list (its type names one address).
      if (options.all)
        return (callback as unknown as (e: null, a: typeof addresses) => void)(null, addresses);
      const [first] = addresses;
      return callback(null, first?.address ?? '', first?.family ?? 4);
    });
  };
}

/** The agents deliveries are sent with: kept-alive connections, every address checked at connect time. */
export function webhookAgents(policy: WebhookAddressPolicy) {
  const lookup = guardedLookup(policy);
  const options = { keepAlive: true, maxSockets: 16, lookup };
  return { http: new http.Agent(options), https: new https.Agent(options) };
}
