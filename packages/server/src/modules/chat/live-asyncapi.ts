/**
 * The AsyncAPI 3.0 document of the live connection (GET /v1/asyncapi.json), generated from the contracts'
 * live protocol as the OpenAPI document is from the endpoint registry: one message per frame type of
 * each direction (`LIVE_SERVER_FRAMES`, `LIVE_CLIENT_FRAMES`), its payload the frame's JSON Schema
 * (zod's `toJSONSchema`), its summary from `LIVE_FRAME_DOCS`.
 */
import {
  LIVE_CLIENT_FRAMES,
  LIVE_CLOSE_CODES,
  LIVE_FRAME_DOCS,
  LIVE_SERVER_FRAMES,
  LIVE_SOCKET_PATH,
  LIVE_SOCKET_PROTOCOL,
  type LiveClientFrameType,
  type LiveServerFrameType,
} from '@barterbits/contracts';
import { z } from 'zod';

/** Where the document is served, under /v1 (beside /v1/openapi.json). */
export const ASYNCAPI_PATH = '/asyncapi.json';

const CHANNEL = 'live';
const SCHEMAS = '#/components/schemas/';
const serverKey = (type: string) => `server.${type}`;
const clientKey = (type: string) => `client.${type}`;

/**
 * The JSON Schema of `schema`, for a place inside the document: schemas with an id (`.meta({ id })`, e.g.
 * ChatMessage) go to `shared` and are referenced from components.schemas. `io`: 'output' for what the
 * server writes, 'input' for what it accepts (extra properties of a client frame are ignored).
 */
function jsonSchemaOf(
  schema: z.ZodType,
  io: 'input' | 'output',
  shared: Record<string, unknown>,
): Record<string, unknown> {
  const {
    $schema: _,
    definitions,
    ...rest
  } = z.toJSONSchema(schema, {
    target: 'draft-07',
    io,
    unrepresentable: 'any',
  }) as Record<string, unknown> & { definitions?: Record<string, unknown> };
  Object.assign(shared, definitions ?? {});
  return rest;
}

/** `#/definitions/X` (zod's place for shared schemas) → `#/components/schemas/X`, everywhere in `value`. */
const pointAtComponents = <T>(value: T): T =>
  JSON.parse(JSON.stringify(value).replaceAll('"#/definitions/', `"${SCHEMAS}`)) as T;

function buildDocument(title: string) {
  const shared: Record<string, unknown> = {};
  const messages: Record<string, unknown> = {};
  const serverTypes = Object.keys(LIVE_SERVER_FRAMES) as LiveServerFrameType[];
  const clientTypes = Object.keys(LIVE_CLIENT_FRAMES) as LiveClientFrameType[];
  for (const type of serverTypes) {
    const def = LIVE_SERVER_FRAMES[type];
    const frame = z.object({ type: z.literal(type), channelId: def.channelId, payload: def.payload });
    messages[serverKey(type)] = {
      name: type,
      title: `${type} (server → client)`,
      summary: LIVE_FRAME_DOCS.server[type],
      payload: jsonSchemaOf(frame, 'output', shared),
    };
  }
  for (const type of clientTypes)
    messages[clientKey(type)] = {
      name: type,
      title: `${type} (client → server)`,
      summary: LIVE_FRAME_DOCS.client[type],
      payload: jsonSchemaOf(LIVE_CLIENT_FRAMES[type], 'input', shared),
    };
  const channelMessages = (keys: string[]) =>
    Object.fromEntries(keys.map((k) => [k, { $ref: `#/components/messages/${k}` }]));
  const closeCodes = Object.entries(LIVE_CLOSE_CODES)
    .map(([name, code]) => `${code} ${name.toLowerCase().replaceAll('_', ' ')}`)
    .join(', ');
  return pointAtComponents({
    asyncapi: '3.0.0',
    info: {
      title: `${title} live events`,
      version: '1.0.0',
      description:
        'The live connection of the member app: chat events and in-app notices, one WebSocket per tab. ' +
        'Generated from the live protocol of the contracts (packages/contracts/src/live.ts).',
      license: { name: 'Proprietary' },
    },
    defaultContentType: 'application/json',
    channels: {
      [CHANNEL]: {
        address: LIVE_SOCKET_PATH,
        title: 'Live connection',
        description:
          `Open with the subprotocols ['${LIVE_SOCKET_PROTOCOL}', 'token.<access token>'] (the server selects ` +
          `'${LIVE_SOCKET_PROTOCOL}'), or send an auth frame first. Server frames are ` +
          '{ type, channelId, payload }; a client frame that is not valid gets an error frame and the socket ' +
          `stays open. Close codes: ${closeCodes}. After any reconnect or a resync frame, catch up over REST.`,
        messages: channelMessages([...serverTypes.map(serverKey), ...clientTypes.map(clientKey)]),
        bindings: { ws: { method: 'GET', bindingVersion: '0.1.0' } },
      },
    },
    operations: {
      sendServerFrames: {
        action: 'send',
        channel: { $ref: `#/channels/${CHANNEL}` },
        summary: 'Frames the server sends: hub events to their recipients, and the socket’s own.',
        messages: serverTypes.map((t) => ({ $ref: `#/channels/${CHANNEL}/messages/${serverKey(t)}` })),
      },
      receiveClientFrames: {
        action: 'receive',
        channel: { $ref: `#/channels/${CHANNEL}` },
        summary: 'Frames a client may send.',
        messages: clientTypes.map((t) => ({ $ref: `#/channels/${CHANNEL}/messages/${clientKey(t)}` })),
      },
    },
    components: { messages, schemas: shared },
  });
}

const documents = new Map<string, ReturnType<typeof buildDocument>>();

/** The document for the product named `title` (built once). */
export function liveAsyncApiDocument(title: string) {
  let doc = documents.get(title);
  if (!doc) {
    doc = buildDocument(title);
    documents.set(title, doc);
  }
  return doc;
}
