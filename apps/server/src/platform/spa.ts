import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AllowedMethods } from './allowedMethods.js';
import { isApiUrl, sendMethodNotAllowed, sendNotFound } from './envelope.js';

/** Content-hashed build output (Vite's assets/): never changes under its name, so cached for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const sendIndex = (reply: FastifyReply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html');

/**
 * Serves the built web app: hashed assets cached for a year, everything else (index.html, robots.txt,
 * favicon) revalidated on every use, and every other non-API GET (including `/` and any path ending
 * in `/`) answered with index.html so that the browser router resolves it (including its not-found
 * page). A known path asked with a method it does not answer to is 405, other unknown paths 404.
 * Files are served precompressed (`.br`, `.gz` written by the web build) when the browser accepts it.
 */
export async function registerSpa(app: FastifyInstance, allowedMethods: AllowedMethods) {
  const root = app.config.webDist;
  const hasWeb = existsSync(path.join(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      // A directory is never listed nor answered 403: the SPA answers it (below).
      redirect: false,
      // Only the files present at start are routes; other paths reach the not-found handler (the SPA).
      wildcard: false,
      preCompressed: true,
      // Our own Cache-Control (below); the plugin's default would add max-age=0 to hashed files.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('Cache-Control', filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'no-cache');
        // The same URL answers brotli, gzip or plain by Accept-Encoding: shared caches must key on it.
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
    // `/` is the SPA (its router sends a visitor to the login page or the workbench).
    app.get('/', { schema: { hide: true } }, (_req, reply) => sendIndex(reply));
  }
  app.setNotFoundHandler((req, reply) => {
    if (hasWeb && (req.method === 'GET' || req.method === 'HEAD') && !isApiUrl(req.url)) {
      // A missing hashed asset is a 404, not index.html served as JavaScript.
      if (req.url.startsWith('/assets/')) return sendNotFound(req, reply);
      return sendIndex(reply);
    }
    // A known path asked with another method: 405 and the methods it answers to (the spec's error catalogue).
    const allowed = allowedMethods(req.url);
    if (allowed.length > 0) return sendMethodNotAllowed(req, reply, allowed);
    return sendNotFound(req, reply);
  });
}
