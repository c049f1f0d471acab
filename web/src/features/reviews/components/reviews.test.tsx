import { MSG } from "@shop/contract";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-client";
import { renderWithProviders } from "../../../test/render";
import { RatingBadge } from "./rating-stars";
import { ReviewForm } from "./review-form";
import { ReviewSummary } from "./review-summary";

describe("ReviewForm", () => {
  it("asks for a rating first, then sends the stars, title and text", async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<ReviewForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole("button", { name: "Post review" }));
    expect(screen.getByText("Choose a rating from 1 to 5 stars")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole("radio", { name: /4 stars/ }));
    await userEvent.type(screen.getByLabelText("Title (optional)"), "Solid");
    await userEvent.type(screen.getByLabelText("Your review (optional)"), "<script>x</script>");
    await userEvent.click(screen.getByRole("button", { name: "Post review" }));
    expect(onSubmit).toHaveBeenCalledWith({ rating: 4, title: "Solid", text: "<script>x</script>" });
  });

  it("shows the server's field messages", async () => {
    const onSubmit = vi.fn().mockRejectedValue(
      new ApiError({
        status: 400,
        code: "VALIDATION_ERROR",
        message: MSG.validationFailed,
        fieldErrors: { title: MSG.reviewTitleMax },
        fromServer: true,
      }),
    );
    renderWithProviders(
      <ReviewForm
        initial={{
          reviewId: 1,
          productId: 2,
          userId: 3,
          username: "user1",
          rating: 2,
          title: "t",
          text: "",
          verifiedBuyer: true,
          createdAt: "2026-01-01T00:00:00.000Z",
          updatedAt: "2026-01-01T00:00:00.000Z",
          reply: null,
        }}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByRole("radio", { name: /2 stars/ })).toBeChecked();
    await userEvent.click(screen.getByRole("button", { name: "Save review" }));
    expect(await screen.findByText(MSG.reviewTitleMax)).toBeInTheDocument();
  });
});

describe("ReviewSummary and RatingBadge", () => {
  it("shows the average, the count and a bar per star", () => {
    render(<ReviewSummary summary={{ averageRating: 4.5, reviewCount: 2, distribution: [0, 0, 0, 1, 1] }} />);
    expect(screen.getByText("4.5")).toBeInTheDocument();
    expect(screen.getByText("2 reviews")).toBeInTheDocument();
    expect(screen.getByText("1 review with 5 stars")).toBeInTheDocument();
    expect(screen.getByText("0 reviews with 1 stars")).toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(5);
  });

  it("shows nothing on a card without reviews, the average and count otherwise", () => {
    const { container, rerender } = render(<RatingBadge averageRating={null} reviewCount={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<RatingBadge averageRating={3.67} reviewCount={3} />);
    expect(screen.getByText("3.7")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "3.67 out of 5 stars" })).toBeInTheDocument();
  });
});
