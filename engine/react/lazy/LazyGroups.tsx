import React, { useEffect, useMemo, useRef, useState } from 'react';
import type { Form } from '@formily/core';
import type { Schema } from '@formily/react';
import type { PropertyGroup } from './groupProperties';
import { registerRevealer } from './revealRegistry';

/** Estimated height of one field before its group is mounted (label, control and message line). */
const FIELD_PX = { vertical: 80, horizontal: 56 } as const;
/** Groups this far below (or above) the screen are mounted ahead of the scroll. */
const ROOT_MARGIN = '800px 0px';

export interface LazyGroupsProps {
  form: Form;
  groups: PropertyGroup[];
  /** The form's SchemaField; each mounted group renders its properties at the form's root. */
  SchemaField: React.ComponentType<{ schema: Schema }>;
  layout: 'vertical' | 'horizontal';
}

/**
 * A big form's top-level fields in groups: the first group mounts at once, every other one
 * when it comes within `ROOT_MARGIN` of the screen (an IntersectionObserver on a placeholder of
 * the group's estimated height), and stays mounted. Fields of unmounted groups still live in the
 * Formily form (SchemaFormView creates them for validation); `revealFirstError` mounts a group on demand.
 */
export function LazyGroups({ form, groups, SchemaField, layout }: LazyGroupsProps) {
  const [mounted, setMounted] = useState<ReadonlySet<number>>(() => new Set([0]));
  const current = useRef(mounted);
  current.current = mounted;
  const placeholders = useRef(new Map<number, HTMLElement>());
  const waiting = useRef<(() => void)[]>([]);
  const groupOf = useMemo(() => new Map(groups.flatMap((g, i) => g.names.map((n) => [n, i] as const))), [groups]);
  const order = useMemo(() => new Map(groups.flatMap((g) => g.names).map((n, i) => [n, i] as const)), [groups]);

  const mount = (indexes: number[]) => setMounted((prev) => (indexes.every((i) => prev.has(i)) ? prev : new Set([...prev, ...indexes])));

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') {
      mount(groups.map((_, i) => i));
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      const near = entries.filter((e) => e.isIntersecting).map((e) => Number((e.target as HTMLElement).dataset.lazyGroup));
      if (near.length) mount(near);
    }, { rootMargin: ROOT_MARGIN });
    placeholders.current.forEach((el) => observer.observe(el));
    return () => observer.disconnect();
  }, [mounted, groups]);

  useEffect(() => {
    const done = waiting.current.splice(0);
    done.forEach((resolve) => resolve());
  }, [mounted]);

  useEffect(() => registerRevealer(form, {
    orderOf: (name) => order.get(name) ?? -1,
    mountGroupOf: (name) => {
      const index = groupOf.get(name);
      if (index === undefined || current.current.has(index)) return Promise.resolve();
      return new Promise<void>((resolve) => {
        waiting.current.push(resolve);
        mount([index]);
      });
    },
  }), [form, groupOf, order]);

  return (
    <>
      {groups.map((group, i) => (mounted.has(i)
        ? <SchemaField key={i} schema={group.schema} />
        : (
          <div
            key={i}
            className="engine-form-lazy-group"
            data-lazy-group={i}
            aria-hidden
            style={{ height: group.weight * FIELD_PX[layout] }}
            ref={(el) => { if (el) placeholders.current.set(i, el); else placeholders.current.delete(i); }}
          />
        )))}
    </>
  );
}
