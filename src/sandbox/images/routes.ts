import { ApiError } from '../core/errors';
import type { SandboxApi } from '../core/env';
import { Router } from '../core/router';
import { findCoin, type World } from '../data/world';
import { pngDisc } from './png-disc';

// A stand-in of the service's image host (https://static.coinstats.app, where the documented answers' icons
// live), mounted at /static-host: /static-host/coins/<coinId>.png is that coin's icon. No key, no credits: the
// image host is not the API. Demo mode's icon fetches are routed here in-process; the sandbox's answers still name
// the real host, as the service's do.

export const IMAGE_HOST_PATH = '/static-host';

export function createImageHostRoutes(world: World): SandboxApi {
  const images: SandboxApi = new Router();
  images.get('/coins/:file', (c) => {
    const match = /^(.+)\.png$/.exec(c.req.param('file'));
    const coin = match?.[1] ? findCoin(world, match[1]) : undefined;
    if (!coin) throw new ApiError(404, 'No such image');
    return c.body(new Uint8Array(pngDisc(coin.color)), 200, {
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });
  return images;
}
