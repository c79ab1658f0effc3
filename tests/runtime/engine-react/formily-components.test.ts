import { describe, expect, it } from 'vitest';
import { componentDescriptors, componentNames } from '@engine';
import { fieldComponents, registerBuiltinFieldComponents } from '@engine/react';

describe('every component the engine core knows has a renderer', () => {
  registerBuiltinFieldComponents();

  it.each(componentNames())('%s', (name) => {
    const [base, member] = name.split('.');
    const component = fieldComponents.get(base) as unknown as Record<string, unknown> | undefined;
    expect(component, base).toBeDefined();
    if (member) expect(component?.[member], name).toBeDefined();
  });

  it('declares a field type for every component that holds a value', () => {
    for (const d of componentDescriptors().filter((c) => c.kind === 'input' || c.kind === 'array')) expect(d.fieldType, d.name).toBeTruthy();
  });
});
