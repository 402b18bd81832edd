// Public entry of the catalog (decision 0021): the odds buttons' selection seam, which the bet
// slip drives (which outcomes are in the slip, what a tap does).
export {
  type OutcomePick,
  registerPickHandler,
  setPickLoader,
  setSelectedKeys,
  useSelectionCount,
} from './live/selection-store';
