import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { jsonResponse, mockFetch } from "@/test/fetch-mock";
import { ApplicationFormDialog } from "./application-form";

afterEach(() => {
  vi.unstubAllGlobals();
});

const resume = { id: "0194f7c2-7e1a-7000-8000-0000000000aa", title: "Master CV" };

describe("the application form", () => {
  it("keeps everything typed when the server refuses the save or fails, and marks the refused field", async () => {
    const bodies: unknown[] = [];
    let refuse = true;
    mockFetch({
      "GET /api/resume": () => jsonResponse([resume]),
      "GET /api/application": () => jsonResponse([]),
      "POST /api/application": (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        if (!refuse) return jsonResponse({}, 500);
        refuse = false;
        return jsonResponse(
          {
            statusCode: 400,
            code: "ValidationError",
            message: "No resume of yours has this id",
            issues: [{ path: "resumeId", message: "No resume of yours has this id" }],
          },
          400,
        );
      },
    });
    const onClose = vi.fn();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ApplicationFormDialog target={{}} onClose={onClose} />
      </QueryClientProvider>,
    );

    await userEvent.type(screen.getByRole("textbox", { name: "Company" }), "Northwind");
    await userEvent.type(screen.getByRole("textbox", { name: "Role" }), "SRE");
    await userEvent.type(screen.getByRole("textbox", { name: "Notes" }), "Referred by Ada");
    await screen.findByRole("option", { name: "Master CV" });
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Resume sent" }), resume.id);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("What you typed is kept.");
    expect(screen.getByRole("combobox", { name: "Resume sent" })).toHaveAccessibleDescription(
      "Resume sent is not valid",
    );
    expect(screen.getByRole("textbox", { name: "Company" })).toHaveValue("Northwind");
    expect(screen.getByRole("textbox", { name: "Notes" })).toHaveValue("Referred by Ada");
    expect(bodies[0]).toMatchObject({ company: "Northwind", role: "SRE", resumeId: resume.id });
    expect(onClose).not.toHaveBeenCalled();

    // A server error on the next try keeps everything too.
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(screen.getByRole("textbox", { name: "Role" })).toHaveValue("SRE");
    expect(onClose).not.toHaveBeenCalled();
  });
});
