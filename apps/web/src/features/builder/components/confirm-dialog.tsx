// The dialog lives with the other primitives (the dashboard asks with it too); the builder's panels import it here.
export { ConfirmDialog } from "@/components/ui/confirm-dialog";
