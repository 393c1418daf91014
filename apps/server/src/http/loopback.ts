// Routes for this machine only (the dev mailbox, the journeys' past sales): judged by the socket's
// own address, never a header, TRUSTED_PROXY or not (a proxy on this machine would make every
// request loopback, so do not put one in front of a development server you expose).
import type { MiddlewareHandler } from 'hono';
import { AppError } from '../errors.ts';
import { socketAddress } from './client-ip.ts';
import type { AppEnv } from './types.ts';

/**
 * Whether a socket address is this machine: 127.0.0.0/8, ::1, or 127.x as an IPv4-mapped IPv6
 * address (how a dual-stack socket reports IPv4 loopback).
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.toLowerCase().replace(/^::ffff:/, '');
  return ipv4 === '::1' || /^127(\.\d{1,3}){3}$/.test(ipv4);
}

/** 403 LOOPBACK_ONLY with `message` unless the request came from a loopback socket. */
export function loopbackOnly(message: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!isLoopbackAddress(socketAddress(c))) throw new AppError('LOOPBACK_ONLY', 403, message);
    await next();
  };
}
