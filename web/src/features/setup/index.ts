/** The setup feature's public face: the admin's "get your shop ready" checklist (home page, Manage Products). */
export { SetupChecklist, SetupChecklistCard } from "./components/setup-checklist";
export { SetupStepList } from "./components/setup-step-list";
