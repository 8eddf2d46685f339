/** PIN and general-location routes: thin handlers over the PIN and location services. */
import { PIN_MESSAGES } from '@barterbits/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { route } from '../../lib/route.ts';
import { setTokenHeaders } from '../../lib/token-headers.ts';
import { createLocationService } from './location.service.ts';
import { createPinService } from './pin.service.ts';

export { verifyPinOrToken } from './pin-check.ts';

export function pinLocationRoutes(app: FastifyInstance, deps: Deps) {
  const pins = createPinService(deps);
  const locations = createLocationService(deps);

  route(app, 'setPin', async (req, reply) => {
    const data = await pins.setPin(req.auth, req.body.pin);
    // Spec §7: the re-issued session tokens travel in the response headers (the client stores them).
    setTokenHeaders(reply, data);
    return { data, message: PIN_MESSAGES.pinSet };
  });

  route(app, 'verifyPin', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await pins.verifyPin(req.auth, req.body.pin) };
  });

  route(app, 'changePin', async (req) => {
    await pins.changePin(req.auth, req.body);
    return { message: PIN_MESSAGES.pinChanged };
  });

  route(app, 'forgotPin', async (req) => {
    await pins.forgotPin(req.auth);
    return { message: PIN_MESSAGES.pinResetSent };
  });

  route(app, 'verifyPinResetLink', async (req) => {
    await pins.verifyResetLink(req.body.token);
    return { message: 'The link is valid.' };
  });

  route(app, 'resetPin', async (req) => {
    await pins.resetPin(req.body);
    return { message: PIN_MESSAGES.pinChanged };
  });

  route(app, 'placesAutocomplete', async (req) => ({
    data: await locations.autocomplete(req.auth, req.query.input, req.query.limit),
  }));

  route(app, 'placeDetails', async (req) => ({
    data: await locations.details(req.auth, req.params.placeId),
  }));

  route(app, 'locationSetup', async (req) => ({
    data: await locations.setup(req.auth, req.body),
  }));
}
