// A stand-in for an OpenAI-compatible chat-completions server, for tests: a real HTTP server on
// a random local port that records every request, checks its shape (model, messages, image_url
// parts, response_format json_schema) and answers from a queue of scripted behaviours — a valid
// JSON answer, malformed content, a 429 with Retry-After, a 500, a slow answer, a dropped
// connection.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StubBehaviour =
  /** 200 with choices[0].message.content = JSON.stringify(answer), and the usage as given (default: zero tokens). */
  | { kind: 'json'; answer: unknown; usage?: Record<string, number> }
  /** 200 with the content as given (e.g. malformed JSON, or JSON of the wrong shape). */
  | { kind: 'content'; content: string }
  /** 200 with a body that is not a chat-completions answer at all. */
  | { kind: 'raw'; body: string; contentType?: string }
  /** A 429; retryAfter in seconds (omitted: no Retry-After header). */
  | { kind: 'rate-limit'; retryAfter?: number | string }
  /** Any error status with an OpenAI-style error body. */
  | { kind: 'status'; status: number; message?: string }
  /** Waits, then behaves as `then` (if the client is still there). */
  | { kind: 'slow'; delayMs: number; then: StubBehaviour }
  /** Closes the connection without an answer. */
  | { kind: 'drop' };

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The parsed JSON body, or null if it was no JSON. */
  body: ChatRequestBody | null;
  /** What is wrong with the request's shape; empty for a well-formed request. */
  problems: string[];
  receivedAt: number;
}

export interface ChatRequestBody {
  model?: unknown;
  temperature?: unknown;
  messages?: Array<{ role?: unknown; content?: unknown }>;
  response_format?: { type?: unknown; json_schema?: { name?: unknown; strict?: unknown; schema?: unknown } };
  [key: string]: unknown;
}

export interface ChatCompletionsStub {
  /** e.g. http://127.0.0.1:41234/v1 */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Queues behaviours for the next requests, in order. */
  enqueue(...behaviours: StubBehaviour[]): void;
  /** What to do once the queue is empty (default: a 500 saying nothing was scripted). */
  otherwise(behaviour: StubBehaviour): void;
  /** The image data URLs of a recorded request's user message. */
  imageUrls(request: RecordedRequest): string[];
  reset(): void;
  close(): Promise<void>;
}

/** The problems of a chat-completions request with image input and a JSON schema answer. */
export function requestProblems(body: ChatRequestBody | null): string[] {
  if (!body) return ['body is not JSON'];
  const problems: string[] = [];
  if (typeof body.model !== 'string' || !body.model) problems.push('model missing');
  if (!Array.isArray(body.messages) || !body.messages.length) problems.push('messages missing');
  const user = body.messages?.find((message) => message?.role === 'user');
  if (!user) problems.push('no user message');
  else if (!Array.isArray(user.content)) problems.push('user content is not a list of parts');
  else {
    for (const part of user.content as Array<Record<string, unknown>>) {
      if (part?.type === 'text') {
        if (typeof part.text !== 'string') problems.push('text part without text');
      } else if (part?.type === 'image_url') {
        const url = (part.image_url as { url?: unknown } | undefined)?.url;
        if (typeof url !== 'string' || !/^data:image\/(jpeg|png|webp|gif);base64,[A-Za-z0-9+/]+=*$/.test(url)) {
          problems.push(`image_url is not an image data URL: ${String(url).slice(0, 40)}`);
        }
      } else problems.push(`unknown content part type ${String(part?.type)}`);
    }
  }
  const format = body.response_format;
  if (format?.type !== 'json_schema') problems.push('response_format.type is not json_schema');
  else {
    const spec = format.json_schema;
    if (typeof spec?.name !== 'string' || !/^[a-zA-Z0-9_-]{1,64}$/.test(spec.name)) problems.push('json_schema.name invalid');
    if (spec?.strict !== true) problems.push('json_schema.strict is not true');
    const schema = spec?.schema as { type?: unknown; additionalProperties?: unknown } | undefined;
    if (schema?.type !== 'object') problems.push('json_schema.schema is not an object schema');
    else if (schema.additionalProperties !== false) problems.push('strict schema must set additionalProperties: false');
  }
  return problems;
}

const completion = (model: unknown, content: string, usage: Record<string, number> = { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 }) => ({
  id: `chatcmpl-stub-${Date.now()}`,
  object: 'chat.completion',
  created: Math.floor(Date.now() / 1000),
  model: typeof model === 'string' ? model : 'stub',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  usage,
});

export async function startChatCompletionsStub(): Promise<ChatCompletionsStub> {
  const queue: StubBehaviour[] = [];
  let fallback: StubBehaviour = { kind: 'status', status: 500, message: 'no scripted answer left in the stub' };
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const send = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    if (response.destroyed || response.writableEnded) return;
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(text);
  };

  const behave = (behaviour: StubBehaviour, request: IncomingMessage, response: ServerResponse, model: unknown) => {
    switch (behaviour.kind) {
      case 'json':
        return send(response, 200, completion(model, JSON.stringify(behaviour.answer), behaviour.usage));
      case 'content':
        return send(response, 200, completion(model, behaviour.content));
      case 'raw':
        if (response.destroyed) return;
        response.writeHead(200, { 'content-type': behaviour.contentType ?? 'text/plain' });
        return response.end(behaviour.body);
      case 'rate-limit':
        return send(
          response,
          429,
          { error: { message: 'Rate limit reached', type: 'rate_limit_exceeded' } },
          behaviour.retryAfter === undefined ? {} : { 'retry-after': String(behaviour.retryAfter) },
        );
      case 'status':
        return send(response, behaviour.status, { error: { message: behaviour.message ?? `stub status ${behaviour.status}`, type: 'server_error' } });
      case 'slow': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          behave(behaviour.then, request, response, model);
        }, behaviour.delayMs);
        timers.add(timer);
        response.on('close', () => {
          clearTimeout(timer);
          timers.delete(timer);
        });
        return;
      }
      case 'drop':
        request.socket.destroy();
        return;
    }
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let body: ChatRequestBody | null;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequestBody;
      } catch {
        body = null;
      }
      const path = (request.url ?? '').split('?')[0];
      const problems = request.method === 'POST' && path === '/v1/chat/completions' ? requestProblems(body) : [`unexpected ${request.method} ${path}`];
      requests.push({ method: request.method ?? '', path, headers: request.headers, body, problems, receivedAt: Date.now() });
      if (problems.length) {
        // A real server refuses a malformed request; so does the stand-in, so tests notice.
        return send(response, problems[0].startsWith('unexpected') ? 404 : 400, { error: { message: problems.join('; '), type: 'invalid_request_error' } });
      }
      behave(queue.shift() ?? fallback, request, response, body?.model);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...behaviours) => void queue.push(...behaviours),
    otherwise: (behaviour) => void (fallback = behaviour),
    imageUrls: (request) => {
      const user = request.body?.messages?.find((message) => message?.role === 'user');
      return Array.isArray(user?.content)
        ? (user.content as Array<{ type?: string; image_url?: { url?: string } }>).filter((part) => part.type === 'image_url').map((part) => part.image_url?.url ?? '')
        : [];
    },
    reset: () => {
      queue.length = 0;
      requests.length = 0;
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
