import React, { useEffect, useRef, useState } from 'react';
import { App, Button } from 'antd';
import { ClearOutlined } from '@ant-design/icons';
import { connect, mapReadPretty, observer, useField } from '@formily/react';
import type { Field } from '@formily/core';
import { useEngineServices, useFunctionCode, type FileRef } from '../services';

export interface SignaturePadProps {
  value?: FileRef | null;
  onChange?: (value: FileRef | null) => void;
  /** Canvas height in CSS pixels (the width follows the form). */
  height?: number;
  disabled?: boolean;
}

const INK = '#1f1f1f';

type Point = { x: number; y: number };

/** The field's `required` rule with the signature's own message (the server says the same). */
function useEmptyMessage(field: Field | undefined, message: string): void {
  const required = field?.required;
  useEffect(() => {
    if (!field || !required) return;
    const list = Array.isArray(field.validator) ? field.validator : field.validator ? [field.validator] : [];
    const withMessage = list.map((d) => (d && typeof d === 'object' && 'required' in d ? { ...d, message } : d));
    if (!withMessage.some((d) => d && typeof d === 'object' && 'required' in d)) withMessage.unshift({ required: true, message });
    field.validator = withMessage as Field['validator'];
  }, [field, required, message]);
}

/**
 * A canvas the user signs with the mouse, a pen or a finger (pointer events).
 * Each finished stroke stores the drawing as a PNG through the file storage;
 * the field keeps that file. "Clear" empties the canvas and the field.
 */
const SignaturePadBase = observer(({ value, onChange, height = 160, disabled }: SignaturePadProps) => {
  const services = useEngineServices();
  const { message } = App.useApp();
  const field = useField<Field>();
  const code = useFunctionCode();
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<Point | null>(null);
  const inked = useRef(false);
  const [saving, setSaving] = useState(false);
  useEmptyMessage(field, services.t('signature.empty'));
  // An object field starts as `{}`: only a stored file is a signature.
  const signed = !!value?.id;

  // Size the bitmap to the element (sharp on high-density screens); a stored signature is drawn back in.
  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    const ratio = window.devicePixelRatio || 1;
    el.width = Math.max(1, Math.round(el.clientWidth * ratio));
    el.height = Math.round(height * ratio);
    const ctx = el.getContext('2d');
    if (!ctx) return;
    ctx.scale(ratio, ratio);
    ctx.lineWidth = 2.2;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = INK;
  }, [height]);

  const at = (e: React.PointerEvent<HTMLCanvasElement>): Point => {
    const r = e.currentTarget.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const store = () => {
    const el = canvas.current;
    if (!el || !inked.current) return;
    setSaving(true);
    el.toBlob((blob) => {
      if (!blob) { setSaving(false); return; }
      const file = new File([blob], 'signature.png', { type: 'image/png' });
      services.uploadFile(file, { functionCode: code, field: field?.path.toString() }).then(
        (stored) => onChange?.(stored),
        (error: Error) => void message.error(error.message || services.t('engine.upload.failed')),
      ).finally(() => setSaving(false));
    }, 'image/png');
  };
  const clear = () => {
    const el = canvas.current;
    el?.getContext('2d')?.clearRect(0, 0, el.width, el.height);
    inked.current = false;
    onChange?.(null);
  };

  return (
    <div className="engine-signature" data-testid="signature-pad">
      {signed && !inked.current ? (
        <SignatureImage value={value} height={height} />
      ) : (
        <canvas
          ref={canvas}
          className="engine-signature__canvas"
          style={{ height, touchAction: 'none' }}
          aria-label={services.t('signature.hint')}
          onPointerDown={(e) => {
            if (disabled) return;
            e.currentTarget.setPointerCapture(e.pointerId);
            last.current = at(e);
          }}
          onPointerMove={(e) => {
            const from = last.current;
            const ctx = e.currentTarget.getContext('2d');
            if (!from || !ctx) return;
            const to = at(e);
            ctx.beginPath();
            ctx.moveTo(from.x, from.y);
            ctx.lineTo(to.x, to.y);
            ctx.stroke();
            last.current = to;
            inked.current = true;
          }}
          onPointerUp={() => {
            if (!last.current) return;
            last.current = null;
            store();
          }}
        />
      )}
      {!disabled && (
        <div className="engine-signature__bar">
          <span className="engine-upload-hint" data-testid="signature-state" data-state={saving ? 'saving' : signed ? 'signed' : 'empty'}>{services.t(saving ? 'signature.saving' : signed ? 'signature.signed' : 'signature.hint')}</span>
          <Button size="small" icon={<ClearOutlined />} onClick={clear} data-testid="signature-clear">{services.t('signature.clear')}</Button>
        </div>
      )}
    </div>
  );
});

/** A stored signature shown as its image (a single-use link from the runtime); `-` when there is none. */
export function SignatureImage({ value, height = 80 }: { value?: FileRef | null; height?: number }) {
  const services = useEngineServices();
  const [src, setSrc] = useState<string | null>(null);
  const id = value?.id;
  useEffect(() => {
    let alive = true;
    setSrc(null);
    if (id && services.imageUrl) services.imageUrl(id).then((url) => alive && setSrc(url), () => undefined);
    return () => {
      alive = false;
    };
  }, [id, services]);
  if (!id) return <span className="ant-formily-preview-text">-</span>;
  return src
    ? <img className="engine-signature__image" src={src} alt={services.t('signature.alt')} style={{ maxHeight: height }} data-testid="signature-image" />
    : <span className="engine-signature__image engine-signature__image--loading" style={{ height }} />;
}

export const SignaturePad = connect(SignaturePadBase, mapReadPretty(({ value }: { value?: FileRef | null }) => <SignatureImage value={value} />));
