import { z } from 'zod';
import { defineChannel } from '../channel';
import type { ConnectionState } from '../domain/connection';
import { checkServiceAddress } from '../service-address';
import { empty } from './common';

// The Service address (Settings, Advanced) and the connection check that runs when it or the API key changes.

/** An address that passes the shared rule; the handler receives it normalised (no trailing slash). */
export const serviceAddress = z
  .string()
  .max(500)
  .transform((text, ctx) => {
    const checked = checkServiceAddress(text);
    if (checked.ok) return checked.address;
    ctx.addIssue({ code: 'custom', message: checked.message });
    return z.NEVER;
  });

export const connectionChannels = {
  /** The address in use and the last check's outcome; asks nothing of the network. */
  'connection:status': defineChannel<ConnectionState>()(empty),
  /** Checks again now, with the stored key at the address in use. */
  'connection:check': defineChannel<ConnectionState>()(empty),
  /** Saves the address (null: back to the default) and checks it. A refused address changes nothing. */
  'connection:setAddress': defineChannel<ConnectionState>()(() =>
    z.strictObject({ address: serviceAddress.nullable() }),
  ),
};
