import type { FastifyServerOptions } from 'fastify';

/**
 * Fastify's `trustProxy` for the TRUST_PROXY setting. Fastify 5.12 no longer honours a bare hop count (it trusts
 * nothing then, and every client behind the proxy would share the proxy's address and its rate limits): a count is
 * passed as the function proxy-addr calls for each hop, from the connection's peer outwards, trusting the first
 * `hops` of them. Addresses and subnets go to proxy-addr as they are.
 */
export function trustProxyOption(setting: boolean | number | string[]): FastifyServerOptions['trustProxy'] {
  if (typeof setting === 'number') {
    const hops = setting;
    return (_address: string, hop: number) => hop < hops;
  }
  return setting;
}
