/** The agent programme's refusals (spec 000 section 4.4). */
export const agentMessages = {
  agentNotApplicable: {
    'zh-CN': '本企业无法申请成为代理商：{state}', 'en-US': 'This company cannot apply to become an agent: {state}',
    'ru-RU': 'Компания не может подать заявку агента: {state}', 'zh-TW': '本企業無法申請成為代理商：{state}',
  },
  agentState1: { 'zh-CN': '申请正在审核中', 'en-US': 'an application is pending review', 'ru-RU': 'заявка на рассмотрении', 'zh-TW': '申請正在審核中' },
  agentState2: { 'zh-CN': '申请已通过，合同尚未签署', 'en-US': 'the application was approved and the contract is not signed yet', 'ru-RU': 'заявка одобрена, договор ещё не подписан', 'zh-TW': '申請已通過，合約尚未簽署' },
  agentState3: { 'zh-CN': '代理合同已到期', 'en-US': 'the agent contract has expired', 'ru-RU': 'срок агентского договора истёк', 'zh-TW': '代理合約已到期' },
  agentStateActive: { 'zh-CN': '已经是代理商', 'en-US': 'it is already an agent', 'ru-RU': 'компания уже агент', 'zh-TW': '已經是代理商' },
} as const;
