import { ArrowRightOutlined, CheckOutlined, CloseOutlined, ReloadOutlined } from '@ant-design/icons';
import { Spin } from 'antd';
import React, { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkCaptcha, getCaptcha, type SliderPuzzle } from '../../api';
import './signin.css';

type Phase = 'loading' | 'idle' | 'dragging' | 'checking' | 'ok' | 'fail';

/**
 * The slider human check (spec 000 sections 2.12, 7.1): the server's picture
 * with a hole and the piece; dragging the handle moves the piece (1:1, image
 * pixels); on release the drop is checked once. Right: `onPass` gets the
 * single-use verification. Wrong: a new puzzle after a moment.
 */
export function SliderCaptcha({ onPass }: { onPass: (verification: string) => void }) {
  const { t } = useTranslation();
  const [puzzle, setPuzzle] = useState<SliderPuzzle | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [offset, setOffset] = useState(0);
  const drag = useRef<{ startX: number; from: number } | null>(null);
  const max = puzzle ? puzzle.width - puzzle.pieceWidth : 0;

  const load = useCallback(async () => {
    setPhase('loading');
    setOffset(0);
    try {
      setPuzzle(await getCaptcha());
      setPhase('idle');
    } catch {
      setPhase('fail');
    }
  }, []);
  useEffect(() => { void load(); }, [load]);

  const release = async (x: number) => {
    if (!puzzle) return;
    setPhase('checking');
    try {
      const { captchaVerification } = await checkCaptcha(puzzle.token, Math.round(x));
      setPhase('ok');
      setTimeout(() => onPass(captchaVerification), 400);
    } catch {
      setPhase('fail');
      setTimeout(() => void load(), 900);
    }
  };

  const onPointerDown = (e: React.PointerEvent<HTMLDivElement>) => {
    if (phase !== 'idle') return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { startX: e.clientX, from: offset };
    setPhase('dragging');
  };
  const onPointerMove = (e: React.PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    setOffset(Math.max(0, Math.min(max, drag.current.from + e.clientX - drag.current.startX)));
  };
  const onPointerUp = (e: React.PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const x = Math.max(0, Math.min(max, drag.current.from + e.clientX - drag.current.startX));
    drag.current = null;
    setOffset(x);
    void release(x);
  };

  const status = phase === 'ok' ? t('signin.slider.passed') : phase === 'fail' ? t('signin.slider.failed') : '';
  return (
    <div className={`slider-captcha slider-captcha--${phase}`} data-testid="slider-captcha" data-phase={phase}>
      <div className="slider-captcha__picture">
        {puzzle ? (
          <>
            <img src={`data:image/png;base64,${puzzle.originalImageBase64}`} width={puzzle.width} height={puzzle.height} alt={t('signin.slider.pictureAlt')} />
            <img
              className="slider-captcha__piece"
              src={`data:image/png;base64,${puzzle.jigsawImageBase64}`}
              width={puzzle.pieceWidth}
              height={puzzle.height}
              style={{ left: offset }}
              alt=""
              data-testid="slider-piece"
            />
          </>
        ) : null}
        {phase === 'loading' ? <Spin style={{ position: 'absolute', inset: 0, margin: 'auto', height: 20 }} /> : null}
        <button type="button" className="slider-captcha__refresh" onClick={() => void load()} title={t('signin.slider.refresh')} data-testid="slider-refresh">
          <ReloadOutlined />
        </button>
        {status ? <div className={`slider-captcha__status slider-captcha__status--${phase}`}>{status}</div> : null}
      </div>
      <div className="slider-captcha__track">
        <div className="slider-captcha__fill" style={{ width: offset + 26 }} />
        {offset === 0 && phase !== 'loading' ? t('signin.slider.hint') : null}
        <div
          className="slider-captcha__handle"
          style={{ left: offset }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          role="slider"
          aria-label={t('signin.slider.hint')}
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={Math.round(offset)}
          data-testid="slider-handle"
        >
          {phase === 'ok' ? <CheckOutlined /> : phase === 'fail' ? <CloseOutlined /> : <ArrowRightOutlined />}
        </div>
      </div>
    </div>
  );
}
