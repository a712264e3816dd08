import type { IncomingMessage } from 'node:http';
import { BlockList, isIP, isIPv6 } from 'node:net';
import type { TrustProxy } from '../../config/app-config.schema';
import { TokenBucket } from './token-bucket';

/**
 * Token buckets by key (a client address, a session), made on first use and forgotten once refilled, so a key that
 * went quiet costs no memory. What one socket may send is capped per socket too; these caps are what stop a client
 * from multiplying its allowance by opening more sockets (issue 27), or a session from being flooded by several.
 */
export class KeyedBuckets {
  private readonly buckets = new Map<string, TokenBucket>();

  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
    private readonly now?: () => number,
  ) {}

  take(key: string): boolean {
    let bucket = this.buckets.get(key);
    if (!bucket) this.buckets.set(key, (bucket = new TokenBucket(this.capacity, this.perSecond, this.now)));
    return bucket.take();
  }

  prune(): void {
    for (const [key, bucket] of this.buckets) if (bucket.isFull()) this.buckets.delete(key);
  }
}

/** proxy-addr's named ranges, the forms fastify's trustProxy takes besides addresses and CIDRs. */
const NAMED_RANGES: Record<string, Array<[string, number, 'ipv4' | 'ipv6']>> = {
  loopback: [
    ['127.0.0.1', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

const unmapped = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
const family = (address: string) => (isIPv6(address) ? 'ipv6' : 'ipv4');

function trustedList(list: string): (address: string) => boolean {
  const blocks = new BlockList();
  for (const entry of list
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const named = NAMED_RANGES[entry];
    if (named) named.forEach(([net, prefix, fam]) => blocks.addSubnet(net, prefix, fam));
    else {
      const [net, prefix] = entry.split('/');
      const fam = family(net);
      if (prefix) blocks.addSubnet(net, Number(prefix), fam);
      else blocks.addAddress(net, fam);
    }
  }
  // Not an address at all (a forged header's garbage): not a proxy of ours.
  return (address) => isIP(address) !== 0 && blocks.check(address, family(address));
}

/**
 * The client's address of a WebSocket upgrade, by the same rule fastify applies to HTTP requests (request.ip with
 * TRUST_PROXY): walk X-Forwarded-For from the socket's peer outwards while the hop is a trusted proxy.
 */
export function clientAddressOf(upgrade: IncomingMessage, trustProxy: TrustProxy): string {
  const peer = unmapped(upgrade.socket.remoteAddress ?? 'unknown');
  if (trustProxy === false) return peer;
  const header = upgrade.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((a) => unmapped(a.trim()))
    .filter(Boolean)
    .reverse();
  const hops = [peer, ...forwarded];
  const trusted: (address: string, hop: number) => boolean =
    trustProxy === true ? () => true : typeof trustProxy === 'function' ? trustProxy : trustedList(trustProxy);
  for (let i = 0; i < hops.length - 1; i++) {
    if (!trusted(hops[i], i)) return hops[i];
  }
  return hops[hops.length - 1];
}
