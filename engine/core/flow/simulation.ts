/**
 * What a flow simulation reports (`POST /api/fn/design/simulate`; the designer
 * shows it). Why a step went the way it did: `notAllowedToStart` the initiator
 * may not start the flow; `skipRule` a skip rule matched; `emptyAutoPass` /
 * `emptyToAdmin` / `emptyReject` no approver resolved and the node's policy
 * applied; `noAdmin` not even an administrator; `autoApproved` every approver
 * passes by the auto-approve rules; `noBranch` no branch matched and the route
 * has no default.
 */
export type SimulationNote =
  | 'notAllowedToStart' | 'skipRule' | 'emptyAutoPass' | 'emptyToAdmin' | 'emptyReject' | 'noAdmin' | 'autoApproved' | 'noBranch';

/** One node the flow would pass. */
export interface SimulationStep {
  nodeId: string;
  name: string;
  /** The node kind (`start`, `approver`, `cc`, `route` or a registered kind). */
  type: string;
  /** approver / cc: who would act or be informed. */
  people?: { id: number; name: string }[];
  /** route: the branch taken. */
  branch?: { id: string; name: string };
  skipped?: boolean;
  /** `countersign:<percent>`, `orSign` or `sequential`. */
  method?: string;
  note?: SimulationNote;
}
