// The providers' comparison of `npm run eval` (issue 26, point 3) against a stand-in that speaks
// the chat-completions protocol over HTTP: the configured model is read as the server reads it,
// its answers are scored like the local provider's, and the tokens and cost it reports are added
// up into the printed table.
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asFile } from '../../server/analysis/bill/bill-fixtures.ts';
import { BILL_ANSWER } from '../../server/analysis/openai/fixtures.ts';
import { startChatCompletionsStub, type ChatCompletionsStub } from '../../server/test-support/chat-completions-stub.ts';
import { comparisonTable, configuredProviders, runProvider, type ProviderCase } from '../eval/provider-comparison.ts';

const TRUTH = { stromverbrauch: 4200, zaehlernummer: '1 ESY11 6012 3456', netzbetreiber: 'Westnetz GmbH' };

async function billPhotoCase(name: string, pages: number): Promise<ProviderCase> {
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#eee' } }).jpeg().toBuffer();
  return { name, area: 'stromrechnung', files: async () => Array.from({ length: pages }, (_, page) => asFile(photo, `seite-${page + 1}.jpg`)), truth: TRUTH };
}

describe('providers side by side', () => {
  let stub: ChatCompletionsStub;
  const warnings: string[] = [];
  const log = { warn: (_details: object, message: string) => void warnings.push(message) };

  beforeAll(async () => {
    stub = await startChatCompletionsStub();
  });
  afterAll(async () => {
    await stub.close();
  });
  beforeEach(() => {
    stub.reset();
    warnings.length = 0;
  });

  it('without OPENAI_BASE_URL only the local provider runs', () => {
    expect(configuredProviders({}, log).map((provider) => provider.name)).toEqual(['lokal']);
  });

  it('a wrong setting stops with the server’s German message', () => {
    expect(() => configuredProviders({ OPENAI_BASE_URL: stub.baseUrl }, log)).toThrow(/OPENAI_MODEL/);
  });

  it('the model’s answers are scored per field, and its reported tokens and cost are shown per photo', async () => {
    const [, model] = configuredProviders({ OPENAI_BASE_URL: stub.baseUrl, OPENAI_MODEL: 'gpt-4o-mini' }, log);
    stub.enqueue(
      { kind: 'json', answer: BILL_ANSWER, usage: { prompt_tokens: 2400, completion_tokens: 90, total_tokens: 2490, cost: 0.0006 } },
      { kind: 'json', answer: BILL_ANSWER, usage: { prompt_tokens: 1200, completion_tokens: 70, total_tokens: 1270, cost: 0.0003 } },
    );

    const run = await runProvider(model, [await billPhotoCase('zwei Seiten', 2), await billPhotoCase('eine Seite', 1)]);

    expect(stub.requests.map((request) => request.problems)).toEqual([[], []]);
    expect(stub.requests[0].body?.model).toBe('gpt-4o-mini');
    // BILL_ANSWER reads consumption and meter but names no operator.
    expect(run).toMatchObject({ provider: 'gpt-4o-mini', right: 4, total: 6, photos: 3 });
    expect(run.usage).toEqual({ requests: 2, promptTokens: 3600, completionTokens: 160, cost: 0.0009 });
    const table = comparisonTable([run]);
    expect(table[2]).toMatch(/^ {2}gpt-4o-mini +4\/6 +67 % +\d+,\d\d +1\.200 \/ 53 +0,0009 \(gemeldet\)$/);
    expect(table.slice(3)).toEqual([
      '      ✗ gpt-4o-mini: zwei Seiten: "nicht_erkennbar" statt "Westnetz GmbH"',
      '      ✗ gpt-4o-mini: eine Seite: "nicht_erkennbar" statt "Westnetz GmbH"',
    ]);
  });

  it('a model that fails counts its fields as missed and says why, without stopping the run', async () => {
    const [, model] = configuredProviders({ OPENAI_BASE_URL: stub.baseUrl, OPENAI_MODEL: 'qwen2.5vl:7b' }, log);
    stub.enqueue({ kind: 'status', status: 500 });

    const run = await runProvider(model, [await billPhotoCase('Server kaputt', 1)]);

    expect(run).toMatchObject({ right: 0, total: 3, usage: { requests: 0, promptTokens: 0, completionTokens: 0, cost: null } });
    expect(warnings).toEqual(['vision analysis failed; findings set to nicht_erkennbar']);
    expect(comparisonTable([run])[2]).toMatch(/ 0 \/ 0 +–$/);
  });
});
