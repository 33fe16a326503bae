import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issuesOf, schemaRules } from './schemaRules';

const schema = z.object({
  title: z.string().min(1, { error: 'validation.required' }),
  invoices: z.array(z.object({ number: z.string().min(1, { error: 'validation.required' }) })).min(1),
});

async function run(rule: ReturnType<ReturnType<typeof schemaRules>>[number], values: Record<string, unknown>) {
  const r = typeof rule === 'function' ? rule({ getFieldsValue: () => values } as never) : rule;
  return (r as { validator: (...a: unknown[]) => Promise<void> }).validator({}, undefined, () => undefined);
}

describe('field rules from the shared submit schema', () => {
  it('a field shows only the issues at its own path, nested lists included', async () => {
    const rules = schemaRules(schema, (v) => v);
    const values = { title: 'A', invoices: [{ number: '' }] };
    await expect(run(rules(['title'], { name: 'title', kind: 'text', required: true })[0]!, values)).resolves.toBeUndefined();
    await expect(run(rules(['invoices', 0, 'number'], { name: 'number', kind: 'text', required: true })[0]!, values)).rejects.toThrow();
  });

  it('checks the payload the form would send (the conversion applies first)', () => {
    expect(issuesOf(schema, { title: '', invoices: [] }).map((i) => i.path.join('.'))).toEqual(['title', 'invoices']);
  });
});
