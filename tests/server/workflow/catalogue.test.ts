import { describe, expect, it } from 'vitest';
import { translate } from '@server';
import { workflowMessages } from '../../../server/i18n/workflow-messages';
import { renderLetter } from '../../../server/messages/index';

const LANGS = ['zh-CN', 'en-US', 'ru-RU', 'zh-TW'] as const;

describe('approval texts in the message catalogue', () => {
  it('has every approval message in all four languages, with the same placeholders', () => {
    for (const [key, texts] of Object.entries(workflowMessages)) {
      const holes = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const lang of LANGS) {
        const text = (texts as Record<string, string>)[lang];
        expect(text, `${key} ${lang}`).toBeTruthy();
        expect(holes(text), `${key} ${lang}`).toEqual(holes(texts['en-US']));
      }
    }
  });

  it('uses the spec\'s wording', () => {
    expect(translate('en-US', 'onlyInApprovalOrAbnormal')).toBe('Only a process under approval or abnormal can be operated');
    expect(translate('en-US', 'cannotCancel')).toBe('Status cannot be canceled');
    expect(translate('en-US', 'originalApproverEmpty')).toBe('Original approver cannot be empty');
    expect(translate('en-US', 'forwardedApproverEmpty')).toBe('Forwarded approver cannot be empty');
  });

  it('renders a letter again in the reader\'s language', () => {
    const biz = {
      type: 'result' as const, processInstanceId: 1, state: 'approved', applicationNo: 'SP2024010100001',
      initiator: 'Alice Staff', fn: { 'zh-CN': '差旅报销', 'en-US': 'Travel reimbursement' },
    };
    expect(renderLetter(biz, 'en-US').title).toBe('Your application is approved: Alice Staff - Travel reimbursement');
    expect(renderLetter(biz, 'zh-TW').title).toContain('差旅报销');
    expect(renderLetter(biz, 'ru-RU').content).toContain('SP2024010100001');
  });
});
