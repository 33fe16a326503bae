import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isApiUrl, sendNotFound } from './envelope.js';

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and every other
 * non-API GET answered with index.html so that the browser router resolves it (including its not-found page).
 */
export async function registerSpa(app: FastifyInstance) {
  const root = app.config.webDist;
  const hasWeb = existsSync(path.join(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      setHeaders: (res, filePath) => {
        res.setHeader('Cache-Control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    if (hasWeb && req.method === 'GET' && !isApiUrl(req.url)) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return sendNotFound(req, reply);
  });
}
