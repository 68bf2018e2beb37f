import { resultFigure } from "./result-figure";

describe("a result's figure", () => {
  it.each([
    [["Crash-free sessions up from 91% to 99.4%", "App download size reduced by 48%"], "99.4%"],
    [["Offline collections for 1,400 field agents", "Moved to the same evening"], "1,400"],
    [["₹1.2 crore in online sales in the first year", "Checkout conversion rate of 3.1%"], "3.1%"],
    [["Full identity delivered in 7 weeks", "Conversion rate up 19% after the relaunch"], "19%"],
    [["Commission costs down by about ₹18 lakh a year", "Support calls down"], "₹18 lakh"],
    [["Customer, partner and admin apps launched in 16 weeks", "2,500 bookings"], "16 weeks"],
    [["65% of bookings made in the app", "4.8-star App Store rating"], "65%"],
    [["Enquiries tripled", "4.8-star App Store rating"], "4.8-star"],
    [["Payroll run cut from 4 days to 1", "Deployments from 2 hours to 10 minutes"], "10 minutes"],
  ])("of %j is %s", (results, value) => {
    expect(resultFigure(results)?.value).toBe(value);
  });

  it("names the sentence it comes from, and its words either side of the figure", () => {
    expect(resultFigure(["No downtime", "Hosting costs down 28%"])).toEqual({
      value: "28%",
      result: "Hosting costs down 28%",
      before: "Hosting costs down ",
      after: "",
    });
    const agents = resultFigure(["Offline collections for 1,400 field agents"])!;
    expect([agents.before, agents.value, agents.after]).toEqual([
      "Offline collections for ",
      "1,400",
      " field agents",
    ]);
  });

  it("is none where no result has a figure worth setting large", () => {
    expect(
      resultFigure(["Payroll run reduced from 4 days to 1", "Paper replaced"]),
    ).toBeUndefined();
    expect(resultFigure(["Reports delivered in the app", "Time down from 4 to 1"])).toBeUndefined();
  });
});
