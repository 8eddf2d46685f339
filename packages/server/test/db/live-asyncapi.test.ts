/**
 * GET /v1/asyncapi.json: the live connection described from the contracts' live protocol, a valid
 * AsyncAPI 3.0 document (the specification's own JSON Schema) listing every frame of both directions.
 */
import { createRequire } from 'node:module';
import { LIVE_CLIENT_FRAMES, LIVE_SERVER_FRAMES, LIVE_SOCKET_PATH } from '@barterbits/contracts';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { build, requests } from '../helper.ts';

const require = createRequire(import.meta.url);
const app = await build();
const { get } = requests(app);

describe('the AsyncAPI document', () => {
  it('is served beside the OpenAPI document, without a token', async () => {
    const res = await get('/v1/asyncapi.json');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const doc = res.json();
    expect(doc.asyncapi).toBe('3.0.0');
    expect(doc.channels.live.address).toBe(LIVE_SOCKET_PATH);
  });

  it('is valid AsyncAPI 3.0', async () => {
    const doc = (await get('/v1/asyncapi.json')).json();
    const schema = require('@asyncapi/specs/schemas/3.0.0-without-$id.json');
    const validate = new Ajv({ strict: false, allErrors: true, validateFormats: false }).compile(schema);
    expect(validate(doc), JSON.stringify(validate.errors?.slice(0, 5))).toBe(true);
    // Every $ref points inside the document.
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/([^"]+)"/g)].map((m) => m[1]!);
    for (const ref of refs) {
      const target = ref
        .split('/')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], doc);
      expect(target, ref).toBeDefined();
    }
  });

  it('lists every frame the server sends and every frame a client may send, with its payload schema', async () => {
    const doc = (await get('/v1/asyncapi.json')).json();
    const sent = doc.operations.sendServerFrames;
    const received = doc.operations.receiveClientFrames;
    expect([sent.action, received.action]).toEqual(['send', 'receive']);
    const names = (op: { messages: { $ref: string }[] }) =>
      op.messages.map((m) => doc.components.messages[m.$ref.split('/').at(-1)!].name).sort();
    expect(names(sent)).toEqual(Object.keys(LIVE_SERVER_FRAMES).sort());
    expect(names(received)).toEqual(Object.keys(LIVE_CLIENT_FRAMES).sort());
    for (const type of Object.keys(LIVE_SERVER_FRAMES)) {
      const message = doc.components.messages[`server.${type}`];
      expect(message.summary, type).toBeTruthy();
      expect(message.payload.properties.type).toEqual({ type: 'string', const: type });
      expect(message.payload.required).toEqual(['type', 'channelId', 'payload']);
    }
    expect(doc.components.messages['server.message'].payload.properties.payload).toEqual({
      $ref: '#/components/schemas/ChatMessage',
    });
    expect(doc.components.messages['client.typing'].payload.required).toEqual(['type', 'channelId']);
  });
});
