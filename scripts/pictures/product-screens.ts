/**
 * The screens of a catalogue product's apps, drawn from its own content (its entry in content/products/):
 * which screen each of its modules ("Apps delivered") gets is read from the module's name
 * ("Admin panel" is a dashboard in a browser, "Driver app" a route on a map, "Scanner app" a
 * ticket scanner...), what the customer's app shows from the product's icon (a menu for
 * utensils, a map for a car, a schedule for a calendar, a seat map for a ticket...), the words on the screens from its
 * title, modules and features, and the local detail (names, places, ₹ amounts) and colours from
 * numbers seeded by its id, so an unchanged product draws the same picture every time and a new
 * one gets its own without code. scripts/pictures/products.ts writes the files.
 */
import type { IconName } from "../../content/types";
import type { Product } from "../../content/schema/products";
import {
  PRODUCT_PICTURE,
  catalogueBandProducts,
  featuredModules,
  inBrowser,
  screenKind,
  seedOf,
} from "../../content/product-pictures";
import { SHADOW, circle, hslToHex, random, rect, text, withLightness } from "./svg";

// ---- What the content says ---------------------------------------------------

/** What the customer's app shows. */
type SceneKind =
  | "menu"
  | "ride"
  | "booking"
  | "feed"
  | "wallet"
  | "chat"
  | "lessons"
  | "player" // a streaming app: a dark screen of posters
  | "profiles" // a match-making app: one large profile to answer
  | "seats" // a ticketing app: the seat map of a show
  | "homes" // a property app: a listing with its photo
  | "rings" // a fitness app: the week's goals as rings
  | "trip"; // a travel app: the next trip's boarding pass

interface Scene {
  kind: SceneKind;
  /** The customer screen's heading. */
  heading: string;
  /** What is listed: name, detail, price or figure. */
  items: [name: string, detail: string, value: string][];
  /** The button on each listed item or on the screen. */
  action: string;
  /** A staff app's queue heading and its button. */
  queue: [heading: string, action: string];
  /** The dashboard's side menu. */
  sections: string[];
  /** The dashboard's four figures: label and a value made from a seeded number. */
  figures: [label: string, value: (n: () => number) => string][];
  /** The statuses in the dashboard's table. */
  statuses: [string, string, string];
}

const rupees = (value: number) => `₹${Math.round(value).toLocaleString("en-IN")}`;
const lakh = (value: number) => `₹${(value / 100000).toFixed(1)} L`;
const count = (value: number) => Math.round(value).toLocaleString("en-IN");

const revenue = (n: () => number) => lakh(180000 + n() * 900000);
const many = (n: () => number) => count(400 + n() * 2600);
const some = (n: () => number) => count(24 + n() * 160);
const rating = (n: () => number) => `${(4.3 + n() * 0.6).toFixed(1)} ★`;

/** The customer app's scene for each of the catalogue's icons; others get `fallbackScene`. */
const scenes: Partial<Record<IconName, Scene>> = {
  utensils: {
    kind: "menu",
    heading: "Recommended for you",
    items: [
      ["Paneer Butter Masala", "Kesar Kitchen · 30 min", "₹249"],
      ["Masala Dosa", "Udupi Corner · 20 min", "₹129"],
      ["Hyderabadi Biryani", "Nawab's Handi · 35 min", "₹299"],
      ["Gujarati Thali", "Rasoi Ghar · 25 min", "₹219"],
      ["Chole Bhature", "Punjab Da Dhaba · 25 min", "₹149"],
    ],
    action: "Add",
    queue: ["New orders", "Accept"],
    sections: ["Overview", "Orders", "Restaurants", "Riders", "Payouts", "Coupons"],
    figures: [
      ["Orders today", many],
      ["Revenue", revenue],
      ["Riders online", some],
      ["Avg. rating", rating],
    ],
    statuses: ["Delivered", "On the way", "Preparing"],
  },
  "shopping-cart": {
    kind: "menu",
    heading: "Daily essentials",
    items: [
      ["Toned milk, 1 L", "Delivered by 7 am", "₹54"],
      ["Chakki atta, 5 kg", "Whole wheat", "₹245"],
      ["Tur dal, 1 kg", "Unpolished", "₹159"],
      ["Fresh paneer, 200 g", "Chilled", "₹90"],
      ["Tomatoes, 1 kg", "Farm fresh", "₹40"],
    ],
    action: "Add",
    queue: ["Orders to pick", "Start"],
    sections: ["Overview", "Orders", "Inventory", "Slots", "Stores", "Offers"],
    figures: [
      ["Orders today", many],
      ["Revenue", revenue],
      ["Items low on stock", some],
      ["On-time slots", (n) => `${Math.round(92 + n() * 7)}%`],
    ],
    statuses: ["Delivered", "Packing", "Picked"],
  },
  store: {
    kind: "menu",
    heading: "From sellers near you",
    items: [
      ["Block-print kurta", "Jaipur Looms", "₹899"],
      ["Kolhapuri chappals", "Kolhapur Craft", "₹1,199"],
      ["Brass diya set", "Moradabad Metals", "₹499"],
      ["Chanderi dupatta", "Weavers' Collective", "₹749"],
      ["Jute tote bag", "Bengal Fibre Co.", "₹349"],
    ],
    action: "Add",
    queue: ["New orders", "Ship"],
    sections: ["Overview", "Orders", "Sellers", "Catalogue", "Commissions", "Returns"],
    figures: [
      ["Orders today", many],
      ["GMV", revenue],
      ["Active sellers", some],
      ["Return rate", (n) => `${(2 + n() * 3).toFixed(1)}%`],
    ],
    statuses: ["Delivered", "Shipped", "Packed"],
  },
  "shopping-bag": {
    kind: "menu",
    heading: "New arrivals",
    items: [
      ["Cotton anarkali kurta", "Sizes S to XXL", "₹1,299"],
      ["Linen shirt", "Four colours", "₹999"],
      ["Banarasi silk saree", "Free fall and pico", "₹3,499"],
      ["Leather juttis", "Handmade", "₹1,099"],
      ["Oxidised jhumkas", "Gift wrapped", "₹399"],
    ],
    action: "Add",
    queue: ["Orders to pack", "Pack"],
    sections: ["Overview", "Orders", "Products", "Customers", "Discounts", "Shipping"],
    figures: [
      ["Orders today", many],
      ["Sales", revenue],
      ["Carts recovered", some],
      ["Conversion", (n) => `${(2 + n() * 2).toFixed(1)}%`],
    ],
    statuses: ["Delivered", "Shipped", "Paid"],
  },
  sparkles: {
    kind: "booking",
    heading: "Book a service",
    items: [
      ["Haircut and styling", "45 min · Stylist Neha", "₹499"],
      ["Hair spa", "60 min · Stylist Ritu", "₹1,199"],
      ["Fruit facial", "50 min · Therapist Sana", "₹899"],
      ["Manicure", "40 min · Therapist Pooja", "₹549"],
    ],
    action: "Book",
    queue: ["Today's appointments", "Start"],
    sections: ["Overview", "Appointments", "Staff", "Services", "Memberships", "Inventory"],
    figures: [
      ["Bookings today", some],
      ["Revenue", revenue],
      ["Chairs in use", (n) => `${Math.round(6 + n() * 8)} of 16`],
      ["Repeat clients", (n) => `${Math.round(55 + n() * 25)}%`],
    ],
    statuses: ["Completed", "In chair", "Booked"],
  },
  wrench: {
    kind: "booking",
    heading: "Book a car service",
    items: [
      ["Periodic service", "Free pick-up and drop", "₹3,499"],
      ["Wheel alignment", "Takes 45 min", "₹699"],
      ["AC gas refill", "With leak check", "₹2,199"],
      ["Brake pads", "Front pair, fitted", "₹1,850"],
    ],
    action: "Book",
    queue: ["Vehicles in today", "Inspect"],
    sections: ["Overview", "Job cards", "Bays", "Parts", "Estimates", "Invoices"],
    figures: [
      ["Vehicles in", some],
      ["Billing today", revenue],
      ["Bays busy", (n) => `${Math.round(8 + n() * 10)} of 20`],
      ["Estimates approved", (n) => `${Math.round(70 + n() * 25)}%`],
    ],
    statuses: ["Ready", "In bay", "Awaiting parts"],
  },
  home: {
    kind: "booking",
    heading: "Services at home",
    items: [
      ["AC service", "Split or window", "₹599"],
      ["Deep home cleaning", "2 BHK, 5 hours", "₹3,999"],
      ["Plumber visit", "Within 2 hours", "₹249"],
      ["Pest control", "Odourless, safe", "₹1,299"],
    ],
    action: "Book",
    queue: ["Jobs near you", "Accept"],
    sections: ["Overview", "Bookings", "Partners", "Services", "Areas", "Payouts"],
    figures: [
      ["Bookings today", many],
      ["Revenue", revenue],
      ["Partners on duty", some],
      ["Avg. rating", rating],
    ],
    statuses: ["Completed", "On the way", "Assigned"],
  },
  key: {
    kind: "homes",
    heading: "Homes for you",
    items: [
      ["3 BHK, {a0}", "1,650 sq ft · Ready to move", "₹1.2 Cr"],
      ["2 BHK, {a1}", "1,080 sq ft · Possession 2026", "₹58 L"],
      ["Villa, {a2}", "4 BHK · Private garden", "₹2.4 Cr"],
      ["Office, {a3}", "900 sq ft · Furnished", "₹95 L"],
    ],
    action: "Visit",
    queue: ["Site visits today", "Confirm"],
    sections: ["Overview", "Leads", "Listings", "Site visits", "Agents", "Bookings"],
    figures: [
      ["New leads", some],
      ["Site visits", some],
      ["Listings live", many],
      ["Bookings value", (n) => `₹${(2 + n() * 9).toFixed(1)} Cr`],
    ],
    statuses: ["Booked", "Visited", "New lead"],
  },
  car: {
    kind: "ride",
    heading: "Where to?",
    items: [
      ["Auto", "3 min away", "₹84"],
      ["Mini", "4 min away", "₹142"],
      ["Sedan", "6 min away", "₹189"],
    ],
    action: "Book ride",
    queue: ["Ride requests", "Accept"],
    sections: ["Overview", "Live map", "Rides", "Drivers", "Fares", "Payouts"],
    figures: [
      ["Rides today", many],
      ["Fares collected", revenue],
      ["Drivers online", some],
      ["Avg. pickup", (n) => `${(3 + n() * 4).toFixed(1)} min`],
    ],
    statuses: ["Completed", "On trip", "Arriving"],
  },
  bike: {
    kind: "ride",
    heading: "Rent a ride",
    items: [
      ["Scooty", "Helmet included", "₹59/hr"],
      ["Royal Enfield", "Deposit ₹2,000", "₹149/hr"],
      ["E-bike", "80 km range", "₹45/hr"],
    ],
    action: "Unlock",
    queue: ["Vehicles to service", "Start"],
    sections: ["Overview", "Fleet", "Rentals", "Stations", "Damages", "Tariffs"],
    figures: [
      ["Rentals today", many],
      ["Revenue", revenue],
      ["Vehicles on road", some],
      ["Fleet in use", (n) => `${Math.round(60 + n() * 30)}%`],
    ],
    statuses: ["Returned", "On rent", "Reserved"],
  },
  truck: {
    kind: "ride",
    heading: "Track shipment",
    items: [
      ["Picked up", "Bhiwandi hub", "09:10"],
      ["In transit", "NH 48", "13:45"],
      ["Out for delivery", "ETA 17:30", "Today"],
    ],
    action: "Share tracking",
    queue: ["Today's stops", "Navigate"],
    sections: ["Overview", "Shipments", "Fleet", "Drivers", "Routes", "Invoices"],
    figures: [
      ["Shipments today", many],
      ["On-time", (n) => `${Math.round(90 + n() * 8)}%`],
      ["Trucks on road", some],
      ["Freight billed", revenue],
    ],
    statuses: ["Delivered", "In transit", "Loading"],
  },
  bed: {
    kind: "booking",
    heading: "Stays this weekend",
    items: [
      ["Deluxe lake view", "Sleeps 2 · Breakfast", "₹6,499"],
      ["Heritage suite", "Sleeps 3 · Courtyard", "₹9,800"],
      ["Garden cottage", "Sleeps 4 · Pet friendly", "₹7,250"],
      ["Standard double", "Sleeps 2", "₹3,900"],
    ],
    action: "Reserve",
    queue: ["Arrivals today", "Check in"],
    sections: ["Overview", "Front desk", "Rooms", "Rates", "Housekeeping", "Channels"],
    figures: [
      ["Occupancy", (n) => `${Math.round(62 + n() * 30)}%`],
      ["Revenue", revenue],
      ["Arrivals", some],
      ["ADR", (n) => rupees(3500 + n() * 5000)],
    ],
    statuses: ["Checked out", "In house", "Confirmed"],
  },
  plane: {
    kind: "trip",
    heading: "Trips for you",
    items: [
      ["Goa, 4 nights", "Flights and resort", "₹24,900"],
      ["Kerala backwaters", "Houseboat stay", "₹31,500"],
      ["Rishikesh and Mussoorie", "5 days by road", "₹18,750"],
      ["Andaman islands", "6 days, scuba", "₹42,000"],
    ],
    action: "View",
    queue: ["Enquiries", "Quote"],
    sections: ["Overview", "Bookings", "Packages", "Suppliers", "Agents", "Invoices"],
    figures: [
      ["Bookings this week", some],
      ["Sales", revenue],
      ["Open enquiries", some],
      ["Margin", (n) => `${Math.round(9 + n() * 8)}%`],
    ],
    statuses: ["Ticketed", "Paid", "On hold"],
  },
  "heart-pulse": {
    kind: "booking",
    heading: "Book a consultation",
    items: [
      ["Dr. Meera Iyer", "General physician · 12 yrs", "₹500"],
      ["Dr. Arjun Mehta", "Cardiologist · 18 yrs", "₹900"],
      ["Dr. Farah Khan", "Paediatrician · 9 yrs", "₹600"],
      ["Dr. Vikram Rao", "Dermatologist · 11 yrs", "₹700"],
    ],
    action: "Book",
    queue: ["Today's patients", "Start call"],
    sections: ["Overview", "Appointments", "Doctors", "Patients", "Prescriptions", "Billing"],
    figures: [
      ["Appointments today", some],
      ["Consultations billed", revenue],
      ["Video consults", some],
      ["Avg. wait", (n) => `${Math.round(6 + n() * 10)} min`],
    ],
    statuses: ["Completed", "In consult", "Booked"],
  },
  ticket: {
    kind: "seats",
    heading: "Now showing",
    items: [
      ["Evening show, Screen 2", "Hindi · U/A · 2h 40m", "₹220"],
      ["Stand-up comedy night", "English · 90 min", "₹499"],
      ["Garba Raas Utsav", "Open ground · 7 pm", "₹350"],
      ["Sunday matinee", "Gujarati · U · 2h 10m", "₹180"],
    ],
    action: "Book",
    queue: ["Counter queue", "Print"],
    sections: ["Overview", "Shows", "Seat maps", "Box office", "Offers", "Reports"],
    figures: [
      ["Tickets sold", many],
      ["Box office", revenue],
      ["Shows today", some],
      ["Seats filled", (n) => `${Math.round(58 + n() * 35)}%`],
    ],
    statuses: ["Scanned", "Paid", "Held"],
  },
  calendar: {
    kind: "booking",
    heading: "Your schedule",
    items: [
      ["Keynote: Building for Bharat", "Hall A · 10:00", "Going"],
      ["Workshop: UPI payments", "Room 3 · 11:30", "₹0"],
      ["Founders' lunch", "Lawn · 13:00", "Going"],
      ["Panel: SaaS from India", "Hall B · 15:00", "₹0"],
    ],
    action: "Add",
    queue: ["Check-ins", "Scan"],
    sections: ["Overview", "Events", "Tickets", "Attendees", "Sponsors", "Payouts"],
    figures: [
      ["Registrations", many],
      ["Ticket sales", revenue],
      ["Checked in", many],
      ["Sessions", some],
    ],
    statuses: ["Checked in", "Paid", "Invited"],
  },
  dumbbell: {
    kind: "rings",
    heading: "Classes today",
    items: [
      ["HIIT with Kabir", "6:30 am · 8 seats left", "Free"],
      ["Power yoga with Anjali", "7:30 am · Studio 2", "Free"],
      ["Zumba with Rhea", "6:00 pm · 12 seats left", "Free"],
      ["Strength basics", "7:00 pm · Floor 1", "₹300"],
    ],
    action: "Book",
    queue: ["Members today", "Log"],
    sections: ["Overview", "Members", "Classes", "Trainers", "Plans", "Payments"],
    figures: [
      ["Check-ins today", some],
      ["Renewals due", some],
      ["Active members", many],
      ["Collections", revenue],
    ],
    statuses: ["Active", "Renewing", "Paused"],
  },
  users: {
    kind: "feed",
    heading: "Your feed",
    items: [
      ["Sneha Kulkarni", "Sunrise at Sinhagad fort this morning", "2.4k"],
      ["Rohan Desai", "Our garage band's first gig, Saturday!", "861"],
      ["Ayesha Siddiqui", "Tried the new café on CG Road", "1.1k"],
    ],
    action: "Follow",
    queue: ["Reports to review", "Review"],
    sections: ["Overview", "Users", "Posts", "Reports", "Creators", "Ads"],
    figures: [
      ["Daily active users", many],
      ["Posts today", many],
      ["Reports open", some],
      ["Ad revenue", revenue],
    ],
    statuses: ["Resolved", "Reviewing", "New"],
  },
  heart: {
    kind: "profiles",
    heading: "Matches near you",
    items: [
      ["Priya, 27", "Product designer · Pune", "92%"],
      ["Karan, 29", "Architect · Mumbai", "88%"],
      ["Isha, 26", "Doctor · Bengaluru", "85%"],
    ],
    action: "Say hello",
    queue: ["Profiles to verify", "Verify"],
    sections: ["Overview", "Members", "Verifications", "Reports", "Plans", "Payments"],
    figures: [
      ["Daily active", many],
      ["Matches today", many],
      ["Profiles verified", some],
      ["Subscriptions", revenue],
    ],
    statuses: ["Verified", "Pending", "Flagged"],
  },
  "hand-heart": {
    kind: "profiles",
    heading: "Recommended profiles",
    items: [
      ["Ananya Sharma, 28", "MBA · Ahmedabad · Hindi, Gujarati", "Verified"],
      ["Rahul Nair, 31", "Engineer · Kochi · Malayalam", "Verified"],
      ["Pooja Patel, 27", "CA · Surat · Gujarati", "Verified"],
    ],
    action: "Send interest",
    queue: ["Profiles to approve", "Approve"],
    sections: ["Overview", "Profiles", "Approvals", "Interests", "Plans", "Payments"],
    figures: [
      ["New profiles", some],
      ["Interests sent", many],
      ["Premium members", many],
      ["Revenue", revenue],
    ],
    statuses: ["Approved", "Pending", "On hold"],
  },
  newspaper: {
    kind: "feed",
    heading: "Top stories",
    items: [
      ["Metro phase 2 opens to commuters", "City · 12 min ago", "Live"],
      ["Monsoon to reach Gujarat by Friday", "Weather · 40 min ago", "3 min"],
      ["Local startup raises seed round", "Business · 1 h ago", "4 min"],
    ],
    action: "Read",
    queue: ["Stories to edit", "Edit"],
    sections: ["Overview", "Stories", "Desk", "Authors", "Push alerts", "Subscriptions"],
    figures: [
      ["Readers today", many],
      ["Stories published", some],
      ["Push open rate", (n) => `${Math.round(8 + n() * 10)}%`],
      ["Subscriptions", revenue],
    ],
    statuses: ["Published", "In review", "Draft"],
  },
  megaphone: {
    kind: "feed",
    heading: "Ads near you",
    items: [
      ["2 BHK for rent, {a0}", "Posted today · {city}", "₹18,000"],
      ["Honda Activa 2021", "12,400 km · Pune", "₹62,000"],
      ["Teak dining table", "Seats six · Indore", "₹14,500"],
    ],
    action: "Chat",
    queue: ["Ads to approve", "Approve"],
    sections: ["Overview", "Listings", "Categories", "Users", "Promotions", "Payments"],
    figures: [
      ["New ads today", many],
      ["Promoted ads", some],
      ["Chats started", many],
      ["Revenue", revenue],
    ],
    statuses: ["Live", "In review", "Expired"],
  },
  briefcase: {
    kind: "feed",
    heading: "Jobs for you",
    items: [
      ["React developer", "Fintech · {city} · 3–5 yrs", "₹12–18 L"],
      ["Sales executive", "Retail · Surat · 1–3 yrs", "₹4–6 L"],
      ["Staff nurse", "Hospital · Pune · 2+ yrs", "₹3.6–5 L"],
    ],
    action: "Apply",
    queue: ["New applicants", "Shortlist"],
    sections: ["Overview", "Jobs", "Employers", "Candidates", "Plans", "Reports"],
    figures: [
      ["Live jobs", many],
      ["Applications today", many],
      ["Employers", some],
      ["Revenue", revenue],
    ],
    statuses: ["Hired", "Interview", "Applied"],
  },
  tv: {
    kind: "player",
    heading: "Continue watching",
    items: [
      ["Gully Cricket League", "Season 2 · Episode 5", "42 min"],
      ["Kitchen of Kutch", "Food · Episode 3", "28 min"],
      ["The Monsoon Files", "Drama · Episode 1", "51 min"],
    ],
    action: "Play",
    queue: ["Uploads to review", "Publish"],
    sections: ["Overview", "Library", "Uploads", "Subscribers", "Plans", "Ads"],
    figures: [
      ["Viewers now", many],
      ["Watch hours", many],
      ["Subscribers", many],
      ["Revenue", revenue],
    ],
    statuses: ["Live", "Encoding", "Scheduled"],
  },
  "graduation-cap": {
    kind: "lessons",
    heading: "My courses",
    items: [
      ["Python for data analysis", "Lesson 8 of 24", "34%"],
      ["Spoken English", "Lesson 15 of 20", "75%"],
      ["Digital marketing", "Lesson 3 of 18", "16%"],
    ],
    action: "Resume",
    queue: ["Doubts to answer", "Reply"],
    sections: ["Overview", "Courses", "Learners", "Instructors", "Live classes", "Payments"],
    figures: [
      ["Learners active", many],
      ["Lessons watched", many],
      ["Completion", (n) => `${Math.round(45 + n() * 30)}%`],
      ["Revenue", revenue],
    ],
    statuses: ["Completed", "In progress", "Enrolled"],
  },
  "book-open": {
    kind: "lessons",
    heading: "Today at school",
    items: [
      ["Mathematics homework", "Class 7B · due tomorrow", "Done"],
      ["Science unit test", "Friday · Chapter 4", "92%"],
      ["Term fee", "Due 15 July", "₹18,500"],
    ],
    action: "Open",
    queue: ["Attendance, 7B", "Mark"],
    sections: ["Overview", "Students", "Classes", "Attendance", "Fees", "Notices"],
    figures: [
      ["Students", many],
      ["Present today", (n) => `${Math.round(88 + n() * 10)}%`],
      ["Fees collected", revenue],
      ["Notices sent", some],
    ],
    statuses: ["Paid", "Partly paid", "Due"],
  },
  wallet: {
    kind: "wallet",
    heading: "Your loan",
    items: [
      ["EMI paid", "5 June · UPI", "₹8,420"],
      ["EMI paid", "5 May · UPI", "₹8,420"],
      ["Loan disbursed", "2 Feb · to bank", "₹2,00,000"],
    ],
    action: "Pay EMI",
    queue: ["Applications", "Review"],
    sections: ["Overview", "Applications", "Borrowers", "Collections", "Credit rules", "Reports"],
    figures: [
      ["Applications today", some],
      ["Disbursed", revenue],
      ["Approval rate", (n) => `${Math.round(38 + n() * 25)}%`],
      ["Collections", (n) => `${Math.round(94 + n() * 5)}%`],
    ],
    statuses: ["Disbursed", "Approved", "KYC pending"],
  },
  "clipboard-check": {
    kind: "wallet",
    heading: "Today",
    items: [
      ["Punched in", "Head office · 9:02", "On time"],
      ["Lunch break", "13:15 to 13:50", "35 min"],
      ["Leave balance", "Casual and sick", "9 days"],
    ],
    action: "Punch out",
    queue: ["Leave requests", "Approve"],
    sections: ["Overview", "Attendance", "Leaves", "Shifts", "Payroll", "Reports"],
    figures: [
      ["Present today", (n) => `${Math.round(88 + n() * 10)}%`],
      ["Late arrivals", some],
      ["On leave", some],
      ["Payroll", revenue],
    ],
    statuses: ["Present", "On leave", "Late"],
  },
  "message-circle": {
    kind: "chat",
    heading: "Chats",
    items: [
      ["Design team", "Sneha: Shared the new icons", "10:42"],
      ["Papa", "Call me when you're free", "09:15"],
      ["Rohan Desai", "See you at the office", "Yesterday"],
    ],
    action: "Send",
    queue: ["Reported chats", "Review"],
    sections: ["Overview", "Users", "Groups", "Policies", "Devices", "Audit log"],
    figures: [
      ["Messages today", many],
      ["Active users", many],
      ["Groups", some],
      ["Uptime", (n) => `${(99.9 + n() * 0.09).toFixed(2)}%`],
    ],
    statuses: ["Active", "Invited", "Suspended"],
  },
  headphones: {
    kind: "chat",
    heading: "Help",
    items: [
      ["Refund for order #4821", "Agent Neha is typing…", "Open"],
      ["Change delivery address", "Resolved", "2 d"],
      ["Invoice with GSTIN", "Resolved", "1 w"],
    ],
    action: "Send",
    queue: ["Open tickets", "Reply"],
    sections: ["Overview", "Tickets", "Live chat", "Agents", "Knowledge base", "SLAs"],
    figures: [
      ["Open tickets", some],
      ["First reply", (n) => `${Math.round(2 + n() * 6)} min`],
      ["Resolved today", many],
      ["CSAT", (n) => `${Math.round(86 + n() * 10)}%`],
    ],
    statuses: ["Resolved", "Waiting", "Open"],
  },
};

const fallbackScene: Scene = {
  kind: "menu",
  heading: "Popular",
  items: [
    ["Basic plan", "For one location", "₹999"],
    ["Standard plan", "Up to five locations", "₹2,499"],
    ["Premium plan", "Unlimited", "₹4,999"],
  ],
  action: "Choose",
  queue: ["Requests", "Accept"],
  sections: ["Overview", "Orders", "Customers", "Staff", "Payments", "Reports"],
  figures: [
    ["Orders today", many],
    ["Revenue", revenue],
    ["Customers", many],
    ["Avg. rating", rating],
  ],
  statuses: ["Completed", "In progress", "New"],
};

export const sceneOf = (product: Product): Scene => scenes[product.icon] ?? fallbackScene;

// ---- Local detail, seeded by the product ------------------------------------

const people = [
  "Aarav Shah",
  "Diya Patel",
  "Kabir Mehta",
  "Ananya Iyer",
  "Vihaan Reddy",
  "Meera Nair",
  "Arjun Singh",
  "Sara Khan",
  "Ishaan Joshi",
  "Riya Desai",
  "Rohan Gupta",
  "Fatima Sheikh",
  "Aditya Rao",
  "Nisha Pillai",
  "Harsh Trivedi",
  "Kavya Menon",
];

const cities: [city: string, areas: string[]][] = [
  ["Ahmedabad", ["Navrangpura", "Satellite", "Bodakdev", "Prahlad Nagar", "Maninagar"]],
  ["Pune", ["Kothrud", "Baner", "Viman Nagar", "Aundh", "Hadapsar"]],
  ["Bengaluru", ["Koramangala", "Indiranagar", "HSR Layout", "Jayanagar", "Whitefield"]],
  ["Jaipur", ["Malviya Nagar", "Vaishali Nagar", "C-Scheme", "Mansarovar", "Raja Park"]],
  ["Kochi", ["Kakkanad", "Edappally", "Panampilly Nagar", "Vyttila", "Kaloor"]],
  ["Indore", ["Vijay Nagar", "Palasia", "Rau", "Sudama Nagar", "Bhawarkua"]],
  ["Surat", ["Adajan", "Vesu", "Athwa", "Piplod", "Katargam"]],
  ["Lucknow", ["Gomti Nagar", "Hazratganj", "Aliganj", "Indira Nagar", "Aminabad"]],
];

/** Shuffled copy (deterministic for a seed). */
function shuffled<T>(items: readonly T[], n: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(n() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** Colours of a product: its accent, and the ground its pictures stand on. */
export interface Palette {
  accent: string;
  /** A darker accent for text on light. */
  deep: string;
  /** A pale accent for fills on white. */
  pale: string;
}

export function paletteOf(product: Product): Palette {
  const n = random(seedOf(product.id));
  // Spread the hues round the wheel; skip the band the site's marigold owns (35–55°).
  let hue = Math.floor(n() * 320);
  if (hue >= 35) hue += 40;
  const accent = hslToHex(hue % 360, 0.62, 0.44);
  return {
    accent,
    deep: withLightness(accent, 0.3),
    pale: withLightness(accent, 0.94, 0.7),
  };
}

/** What a product's screens say and show, chosen once so all its pictures agree. */
export interface Story {
  product: Product;
  scene: Scene;
  palette: Palette;
  /** The app's name on its screens: the title without " App". */
  brand: string;
  city: string;
  areas: string[];
  people: string[];
  /** Features short enough for a banner or button, in a seeded order. */
  features: string[];
  /** Figures for the dashboard, drawn once. */
  figures: [string, string][];
  bars: number[];
  n: () => number;
}

export function storyOf(product: Product): Story {
  const n = random(seedOf(product.id) ^ 0x5bd1e995);
  const scene = sceneOf(product);
  const [city, areas] = cities[Math.floor(n() * cities.length)]!;
  const shuffledAreas = shuffled(areas, n);
  // Items may name the product's city and its areas ("{city}", "{a0}"...), so they agree with
  // the rest of its screens.
  const local = (value: string) =>
    value
      .replace(/\{city\}/g, city)
      .replace(/\{a(\d)\}/g, (_, i: string) => shuffledAreas[Number(i)] ?? city);
  return {
    product,
    scene: {
      ...scene,
      items: scene.items.map(
        ([name, detail, value]) => [local(name), local(detail), value] as [string, string, string],
      ),
    },
    palette: paletteOf(product),
    brand: product.title.replace(/\s+(App|Platform|Software|System)$/i, ""),
    city,
    areas: shuffledAreas,
    people: shuffled(people, n),
    features: shuffled(product.features, n),
    figures: scene.figures.map(([label, value]) => [label, value(n)]),
    bars: Array.from({ length: 7 }, () => 0.35 + n() * 0.65),
    n,
  };
}

/**
 * The `index`-th of the product's features (in its seeded order) that fits `width` whole, so a
 * screen never shows a feature cut short; the shortest, cut at a word, when none fits.
 */
function feat(s: Story, index: number, size: number, width: number, bold = false): string {
  const whole = s.features.filter((feature) => fit(feature, size, width, bold) === feature);
  if (whole.length > 0) return whole[index % whole.length]!;
  const shortest = [...s.features].sort((a, b) => a.length - b.length)[0] ?? "";
  return fit(shortest, size, width, bold);
}

/** Text cut at a word so it fits `width` at `size` (an estimate of the font's advance). */
export function fit(value: string, size: number, width: number, bold = false): string {
  const per = size * (bold ? 0.58 : 0.53);
  if (value.length * per <= width) return value;
  const words = value.split(" ");
  while (words.length > 1 && words.join(" ").length * per > width) words.pop();
  return words.join(" ").replace(/[,:;·–-]$/, "");
}

// ---- Phone screens (276 × 596) -------------------------------------------------

const PW = 276;
const PH = 596;
const SLATE = "#64748b";
const LINE = "#e2e8f0";

function statusBar(fill = "#0f172a"): string {
  return `${text(26, 30, "9:41", { size: 14, weight: 700, fill })}
    ${rect(220, 20, 22, 11, 3, "none", `stroke="${fill}" stroke-width="1.4"`)}${rect(223, 23, 14, 5, 1.5, fill)}
    ${rect(201, 26, 3, 5, 1, fill)}${rect(206, 23, 3, 8, 1, fill)}${rect(211, 20, 3, 11, 1, fill)}`;
}

function tabBar(accent: string, active = 0): string {
  return `${rect(0, 548, PW, 48, 0, "#ffffff")}<line x1="0" y1="548" x2="${PW}" y2="548" stroke="${LINE}"/>
    ${[0, 1, 2, 3].map((i) => rect(36 + i * 62, 562, 18, 18, 5, i === active ? accent : "#cbd5e1")).join("")}`;
}

function button(
  x: number,
  y: number,
  w: number,
  h: number,
  label: string,
  fill: string,
  ink = "#ffffff",
  size = 14,
): string {
  return `${rect(x, y, w, h, h / 2.6, fill)}${text(x + w / 2, y + h / 2 + size * 0.36, fit(label, size, w - 12, true), { size, weight: 700, fill: ink, anchor: "middle" })}`;
}

/** A small picture standing for an item: a rounded square in a tint with a simple mark. */
function thumb(x: number, y: number, size: number, hue: string, i: number): string {
  const tint = withLightness(hue, 0.9, 0.6);
  const mark = withLightness(hue, 0.55, 0.55);
  const marks = [
    circle(x + size / 2, y + size / 2, size * 0.26, mark),
    rect(x + size * 0.25, y + size * 0.3, size * 0.5, size * 0.4, size * 0.1, mark),
    `<path d="M${x + size * 0.2} ${y + size * 0.72} L${x + size * 0.45} ${y + size * 0.35} L${x + size * 0.62} ${y + size * 0.58} L${x + size * 0.72} ${y + size * 0.46} L${x + size * 0.85} ${y + size * 0.72} Z" fill="${mark}"/>`,
  ];
  return `${rect(x, y, size, size, size * 0.22, tint)}${marks[i % marks.length]}`;
}

const itemHues = ["#ea580c", "#16a34a", "#0891b2", "#c026d3", "#ca8a04", "#dc2626"];

/** The area and city, the city alone, or nothing: what fits `width`. */
function placeOf(s: Story, width: number): string {
  const options = [`${s.areas[0]}, ${s.city}`, s.city];
  return options.find((place) => place.length * 10 * 0.53 <= width) ?? "";
}

/** The app's header: brand and the city the screens are set in. */
function appHead(s: Story, title: string, y = 64): string {
  const { accent } = s.palette;
  const brand = fit(s.brand, 14, 200, true);
  return `${rect(20, y - 16, 22, 22, 7, accent)}${text(31, y, s.brand.charAt(0), { size: 13, weight: 700, fill: "#ffffff", anchor: "middle" })}
    ${text(50, y, brand, { size: 14, weight: 700, fill: s.palette.deep })}
    ${text(256, y, placeOf(s, 196 - brand.length * 14 * 0.58), { size: 10, fill: SLATE, anchor: "end" })}
    ${text(20, y + 36, fit(title, 20, 236, true), { size: 20, weight: 700 })}`;
}

/** The cart, over the list, of an app where items are added to one. */
function cartBar(s: Story): string {
  return `${rect(14, 500, 248, 40, 14, s.palette.deep)}
    ${text(28, 525, `2 items · ${s.scene.items[0]?.[2] ?? ""}`, { size: 13, weight: 700, fill: "#ffffff" })}
    ${text(248, 525, "View cart →", { size: 13, weight: 700, fill: "#ffffff", anchor: "end" })}`;
}

/** A list of the scene's items with a button each. */
function menuScreen(s: Story): string {
  const { accent, pale } = s.palette;
  const rows = s.scene.items
    .slice(0, 4)
    .map(([name, detail, price], i) => {
      const y = 196 + i * 84;
      return `${rect(14, y, 248, 74, 16, "#ffffff", `stroke="${LINE}"`)}
        ${thumb(24, y + 10, 54, itemHues[(i + s.people.length) % itemHues.length]!, i)}
        ${text(88, y + 28, fit(name, 13, 164, true), { size: 13, weight: 700 })}
        ${text(88, y + 46, fit(detail, 11, 104), { size: 11, fill: SLATE })}
        ${text(88, y + 64, price, { size: 14, weight: 700, fill: s.palette.deep })}
        ${rect(200, y + 44, 52, 24, 9, i === 0 ? accent : "#ffffff", i === 0 ? "" : `stroke="${accent}" stroke-width="1.4"`)}
        ${text(226, y + 60, fit(s.scene.action, 12, 46, true), { size: 12, weight: 700, fill: i === 0 ? "#ffffff" : s.palette.deep, anchor: "middle" })}`;
    })
    .join("");
  const feature = feat(s, 0, 13, 220, true);
  return `${rect(0, 0, PW, PH, 0, "#f8fafc")}${statusBar()}
    ${appHead(s, s.scene.heading)}
    ${rect(14, 118, 248, 62, 16, pale)}
    ${text(28, 143, feature, { size: 13, weight: 700, fill: s.palette.deep })}
    ${text(28, 163, fit(`Across ${s.city}`, 11, 200), { size: 11, fill: s.palette.deep })}
    ${rows}
    ${s.scene.action === "Add" ? cartBar(s) : ""}
    ${tabBar(accent)}`;
}

/** A city map with streets, a park and a route, drawn into the given height. */
function map(s: Story, height: number, route: [number, number][]): string {
  const n = random(seedOf(s.product.id) + 7);
  const streets: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const y = 40 + i * (height / 5) + n() * 30;
    streets.push(
      `<path d="M-10 ${y.toFixed(0)} L${PW + 10} ${(y + 30 - n() * 60).toFixed(0)}" stroke="#ffffff" stroke-width="${i % 2 ? 9 : 14}"/>`,
    );
    const x = 20 + i * 62 + n() * 20;
    streets.push(
      `<path d="M${x.toFixed(0)} -10 L${(x + 40 - n() * 80).toFixed(0)} ${height + 10}" stroke="#ffffff" stroke-width="${i % 2 ? 12 : 8}"/>`,
    );
  }
  const path = route.map(([x, y], i) => `${i ? "L" : "M"}${x} ${y}`).join(" ");
  const [sx, sy] = route[0]!;
  const [ex, ey] = route.at(-1)!;
  return `${rect(0, 0, PW, height, 0, "#e9ede6")}
    ${rect(150, height * 0.55, 110, 70, 12, "#cfe8c4")}${rect(-10, height * 0.18, 70, 90, 12, "#cfe8c4")}
    ${rect(170, 40, 120, 50, 0, "#c9e3f2")}
    ${streets.join("")}
    ${text(24, height * 0.18 + 110, s.areas[1] ?? "", { size: 10, weight: 700, fill: "#64748b" })}
    ${text(160, height * 0.55 - 10, s.areas[2] ?? "", { size: 10, weight: 700, fill: "#64748b" })}
    <path d="${path}" fill="none" stroke="${s.palette.accent}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
    ${circle(sx, sy, 8, "#ffffff", `stroke="${s.palette.accent}" stroke-width="4"`)}
    ${circle(ex, ey, 10, s.palette.deep, 'stroke="#ffffff" stroke-width="3"')}`;
}

function rideScreen(s: Story): string {
  const { accent, pale } = s.palette;
  const rows = s.scene.items
    .map(([name, detail, price], i) => {
      const y = 384 + i * 46;
      const on = i === 1;
      return `${rect(14, y, 248, 40, 12, on ? pale : "#ffffff", on ? `stroke="${accent}" stroke-width="1.5"` : `stroke="${LINE}"`)}
        ${thumb(22, y + 6, 28, itemHues[i + 1]!, 1)}
        ${text(60, y + 18, name, { size: 13, weight: 700 })}${text(60, y + 32, detail, { size: 10, fill: SLATE })}
        ${text(252, y + 25, price, { size: 14, weight: 700, fill: on ? s.palette.deep : "#0f172a", anchor: "end" })}`;
    })
    .join("");
  return `${map(s, 360, [
    [70, 300],
    [92, 230],
    [160, 200],
    [176, 130],
    [214, 110],
  ])}
    ${statusBar()}
    <g filter="url(#soft)">${rect(14, 46, 248, 62, 14, "#ffffff")}</g>
    ${circle(30, 66, 4, "#16a34a")}${text(42, 70, fit(`${s.areas[0]}, ${s.city}`, 12, 200), { size: 12, fill: "#334155" })}
    ${circle(30, 90, 4, s.palette.deep)}${text(42, 94, fit(s.areas[3] ?? "", 12, 200, true), { size: 12, weight: 700 })}
    <g filter="url(#soft)">${rect(0, 330, PW, 280, 22, "#ffffff")}</g>
    ${rect(118, 338, 40, 4, 2, "#cbd5e1")}
    ${text(20, 368, fit(s.scene.heading === "Where to?" ? "Choose a ride" : s.scene.heading, 16, 236, true), { size: 16, weight: 700 })}
    ${rows}
    ${button(14, 526, 248, 40, s.scene.action, accent)}`;
}

function bookingScreen(s: Story): string {
  const { accent, pale, deep } = s.palette;
  const days = ["Mon", "Tue", "Wed", "Thu", "Fri"];
  const strip = days
    .map((day, i) => {
      const x = 14 + i * 51;
      const on = i === 2;
      return `${rect(x, 118, 44, 54, 12, on ? accent : "#ffffff", on ? "" : `stroke="${LINE}"`)}
        ${text(x + 22, 138, day, { size: 10, fill: on ? "#ffffff" : SLATE, anchor: "middle" })}
        ${text(x + 22, 160, String(12 + i), { size: 17, weight: 700, fill: on ? "#ffffff" : "#0f172a", anchor: "middle" })}`;
    })
    .join("");
  const rows = s.scene.items
    .slice(0, 4)
    .map(([name, detail, price], i) => {
      const y = 190 + i * 80;
      return `${rect(14, y, 248, 70, 14, "#ffffff", `stroke="${LINE}"`)}
        ${thumb(24, y + 10, 50, itemHues[(i + 2) % itemHues.length]!, i + 1)}
        ${text(84, y + 26, fit(name, 13, 170, true), { size: 13, weight: 700 })}
        ${text(84, y + 43, fit(detail, 11, 170), { size: 11, fill: SLATE })}
        ${text(84, y + 60, price, { size: 13, weight: 700, fill: deep })}
        ${i === 0 ? button(196, y + 42, 56, 22, s.scene.action, accent, "#ffffff", 11) : ""}`;
    })
    .join("");
  return `${rect(0, 0, PW, PH, 0, "#f8fafc")}${statusBar()}
    ${appHead(s, s.scene.heading)}
    ${strip}${rows}
    ${rect(14, 512, 248, 28, 10, pale)}${text(138, 531, feat(s, 0, 11, 230, true), { size: 11, weight: 700, fill: deep, anchor: "middle" })}
    ${tabBar(accent, 1)}`;
}

function avatar(x: number, y: number, r: number, name: string, colour: string): string {
  const initials = name
    .split(/[ ,]+/)
    .filter((word) => /^[A-Z]/.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join("");
  return `${circle(x, y, r, withLightness(colour, 0.86, 0.55))}${text(x, y + r * 0.36, initials, { size: r * 0.9, weight: 700, fill: withLightness(colour, 0.3, 0.6), anchor: "middle" })}`;
}

function feedScreen(s: Story): string {
  const { accent, deep } = s.palette;
  const cards = s.scene.items
    .slice(0, 3)
    .map(([name, detail, value], i) => {
      const y = 116 + i * 142;
      const hue = itemHues[(i + 3) % itemHues.length]!;
      return `${rect(14, y, 248, 132, 16, "#ffffff", `stroke="${LINE}"`)}
        ${avatar(38, y + 24, 14, name, hue)}
        ${text(60, y + 22, fit(name, 13, 190, true), { size: 13, weight: 700 })}
        ${text(60, y + 37, fit(detail, 10, 190), { size: 10, fill: SLATE })}
        ${rect(24, y + 48, 228, 48, 10, withLightness(hue, 0.92, 0.5))}
        <path d="M24 ${y + 92} L84 ${y + 62} L124 ${y + 82} L170 ${y + 58} L252 ${y + 90} V${y + 96} H24 Z" fill="${withLightness(hue, 0.7, 0.45)}"/>
        ${text(24, y + 118, value, { size: 12, weight: 700, fill: deep })}
        ${i === 0 ? button(168, y + 102, 84, 24, s.scene.action, accent, "#ffffff", 11) : text(252, y + 118, s.scene.action, { size: 12, weight: 700, fill: deep, anchor: "end" })}`;
    })
    .join("");
  return `${rect(0, 0, PW, PH, 0, "#f8fafc")}${statusBar()}
    ${appHead(s, s.scene.heading)}
    ${cards}
    ${tabBar(accent, 0)}`;
}

function lessonsScreen(s: Story): string {
  const { accent, deep, pale } = s.palette;
  const rows = s.scene.items
    .map(([name, detail, value], i) => {
      const y = 228 + i * 86;
      const share = /%$/.test(value) ? parseInt(value, 10) / 100 : i === 0 ? 1 : 0.6;
      return `${rect(14, y, 248, 76, 14, "#ffffff", `stroke="${LINE}"`)}
        ${thumb(24, y + 12, 40, itemHues[i]!, i + 2)}
        ${text(74, y + 28, fit(name, 13, 176, true), { size: 13, weight: 700 })}
        ${text(74, y + 44, fit(detail, 11, 176), { size: 11, fill: SLATE })}
        ${rect(74, y + 56, 136, 6, 3, LINE)}${rect(74, y + 56, 136 * share, 6, 3, accent)}
        ${text(252, y + 62, value, { size: 11, weight: 700, fill: deep, anchor: "end" })}`;
    })
    .join("");
  return `${rect(0, 0, PW, PH, 0, "#f8fafc")}${statusBar()}
    ${appHead(s, s.scene.heading)}
    ${rect(14, 118, 248, 94, 16, deep)}
    ${text(28, 144, feat(s, 0, 13, 224, true), { size: 13, weight: 700, fill: "#ffffff" })}
    ${text(28, 164, `${s.people[0]} · live at 6 pm`, { size: 11, fill: "#ffffff", extra: 'opacity="0.85"' })}
    ${button(28, 176, 96, 26, s.scene.action, "#ffffff", deep, 12)}
    ${rows}
    ${rect(14, 494, 248, 40, 12, pale)}${text(138, 519, feat(s, 1, 11, 232, true), { size: 11, weight: 700, fill: deep, anchor: "middle" })}
    ${tabBar(accent, 1)}`;
}

function walletScreen(s: Story): string {
  const { accent, deep } = s.palette;
  const [first] = s.scene.items;
  const rows = s.scene.items
    .map(([name, detail, value], i) => {
      const y = 336 + i * 58;
      return `${thumb(20, y, 36, itemHues[(i + 1) % itemHues.length]!, 1)}
        ${text(66, y + 16, fit(name, 13, 120, true), { size: 13, weight: 700 })}${text(66, y + 32, fit(detail, 11, 120), { size: 11, fill: SLATE })}
        ${text(256, y + 24, value, { size: 13, weight: 700, anchor: "end" })}
        <line x1="20" y1="${y + 48}" x2="256" y2="${y + 48}" stroke="#f1f5f9"/>`;
    })
    .join("");
  const big = s.figures[1]?.[1] ?? "";
  return `${rect(0, 0, PW, PH, 0, "#f8fafc")}${statusBar()}
    ${appHead(s, s.scene.heading)}
    ${rect(14, 118, 248, 150, 20, deep)}
    ${circle(236, 140, 60, "#ffffff", 'opacity="0.08"')}
    ${text(30, 148, fit(s.figures[0]?.[0] ?? "", 12, 200), { size: 12, fill: "#ffffff", extra: 'opacity="0.8"' })}
    ${text(30, 184, big, { size: 28, weight: 700, fill: "#ffffff" })}
    ${text(30, 208, feat(s, 0, 11, 220), { size: 11, fill: "#ffffff", extra: 'opacity="0.85"' })}
    ${button(30, 222, 110, 30, s.scene.action, "#ffffff", deep, 13)}
    ${text(20, 312, first ? "Recent" : "", { size: 14, weight: 700 })}
    ${rows}
    ${tabBar(accent, 0)}`;
}

function chatScreen(s: Story): string {
  const { accent, pale, deep } = s.palette;
  const list = s.scene.items
    .map(([name, detail, value], i) => {
      const y = 118 + i * 56;
      return `${avatar(38, y + 20, 16, name, itemHues[(i + 2) % itemHues.length]!)}
        ${text(64, y + 16, fit(name, 13, 130, true), { size: 13, weight: 700 })}${text(64, y + 33, fit(detail, 11, 150), { size: 11, fill: SLATE })}
        ${text(256, y + 16, value, { size: 10, fill: SLATE, anchor: "end" })}
        ${i === 0 ? circle(248, y + 30, 8, accent) + text(248, y + 34, "3", { size: 10, weight: 700, fill: "#ffffff", anchor: "middle" }) : ""}`;
    })
    .join("");
  const bubble = (y: number, w: number, mine: boolean, words: string) =>
    `${rect(mine ? 262 - w : 14, y, w, 30, 12, mine ? accent : "#ffffff", mine ? "" : `stroke="${LINE}"`)}${text(mine ? 262 - w + 12 : 26, y + 19, fit(words, 11, w - 20), { size: 11, fill: mine ? "#ffffff" : "#0f172a" })}`;
  return `${rect(0, 0, PW, PH, 0, "#f8fafc")}${statusBar()}
    ${appHead(s, s.scene.heading)}
    ${list}
    ${rect(14, 292, 248, 204, 16, pale)}
    ${text(28, 316, fit(s.scene.items[0]?.[0] ?? "", 12, 220, true), { size: 12, weight: 700, fill: deep })}
    ${bubble(328, 170, false, `Hi ${s.people[0]?.split(" ")[0]}, how can we help?`)}
    ${bubble(366, 186, true, feat(s, 0, 11, 166))}
    ${bubble(404, 150, false, "Done. Anything else?")}
    ${bubble(442, 96, true, "Thank you!")}
    ${rect(14, 504, 196, 36, 18, "#ffffff", `stroke="${LINE}"`)}${text(30, 527, "Message", { size: 12, fill: "#94a3b8" })}
    ${circle(238, 522, 18, accent)}<path d="M231 522 h12 m-5 -5 l5 5 l-5 5" stroke="#ffffff" stroke-width="2" fill="none" stroke-linecap="round"/>
    ${tabBar(accent, 0)}`;
}

/** The first figure in a price ("₹1,299" → 1299), for a total made from it. */
const amountOf = (price: string) => Number(price.replace(/[^0-9.]/g, "")) || 0;

/** A tab bar on a dark screen. */
function darkTabBar(accent: string): string {
  return `${rect(0, 548, PW, 48, 0, "#0b1120")}
    ${[0, 1, 2, 3].map((i) => rect(36 + i * 62, 562, 18, 18, 5, i === 0 ? accent : "#334155")).join("")}`;
}

/** A poster: a tinted frame with a sun and hills, the way a title's key art reads at a glance. */
function poster(x: number, y: number, w: number, h: number, hue: string, i: number): string {
  const sky = withLightness(hue, 0.34 + (i % 3) * 0.06, 0.55);
  const hill = withLightness(hue, 0.18, 0.5);
  const sun = withLightness(hue, 0.72, 0.8);
  return `${rect(x, y, w, h, 10, sky)}
    ${circle(x + w * (0.3 + (i % 2) * 0.4), y + h * 0.38, Math.min(w, h) * 0.16, sun)}
    <path d="M${x} ${y + h * 0.78} Q${x + w * 0.35} ${y + h * 0.52} ${x + w * 0.6} ${y + h * 0.7} T${x + w} ${y + h * 0.62} V${y + h - 10} Q${x + w} ${y + h} ${x + w - 10} ${y + h} H${x + 10} Q${x} ${y + h} ${x} ${y + h - 10} Z" fill="${hill}"/>`;
}

/** A streaming app: what to watch next on a dark screen, then rows of posters. */
function playerScreen(s: Story): string {
  const { accent } = s.palette;
  const [first, ...rest] = s.scene.items;
  const hue = itemHues[s.people.length % itemHues.length]!;
  const row = (y: number, label: string, from: number) =>
    `${text(20, y, label, { size: 14, weight: 700, fill: "#ffffff" })}
    ${[0, 1, 2, 3]
      .map((i) => {
        const x = 14 + i * 90;
        const item = s.scene.items[(from + i) % s.scene.items.length]!;
        return `${poster(x, y + 12, 82, 110, itemHues[(from + i + 2) % itemHues.length]!, from + i)}
          ${text(x + 6, y + 114, fit(item[0], 10, 70, true), { size: 10, weight: 700, fill: "#ffffff" })}`;
      })
      .join("")}`;
  return `${rect(0, 0, PW, PH, 0, "#0b1120")}${statusBar("#ffffff")}
    ${rect(20, 48, 22, 22, 7, accent)}${text(31, 64, s.brand.charAt(0), { size: 13, weight: 700, fill: "#ffffff", anchor: "middle" })}
    ${text(50, 64, fit(s.brand, 14, 200, true), { size: 14, weight: 700, fill: "#ffffff" })}
    ${poster(14, 84, 248, 190, hue, 1)}
    ${rect(14, 194, 248, 80, 0, "#0b1120", 'opacity="0.45"')}
    ${text(28, 222, fit(first?.[0] ?? "", 18, 220, true), { size: 18, weight: 700, fill: "#ffffff" })}
    ${text(28, 240, fit(first?.[1] ?? "", 11, 220), { size: 11, fill: "#e2e8f0" })}
    ${button(28, 250, 78, 22, `▶ ${s.scene.action}`, "#ffffff", "#0b1120", 11)}
    ${rect(114, 259, 132, 4, 2, "#ffffff", 'opacity="0.3"')}${rect(114, 259, 88, 4, 2, accent)}
    ${row(306, s.scene.heading, 1)}
    ${row(442, fit(`Trending in ${s.city}`, 14, 236, true), rest.length)}
    ${darkTabBar(accent)}`;
}

/** A match-making app: one profile, large, with the buttons to pass or answer it. */
function profilesScreen(s: Story): string {
  const { accent, deep } = s.palette;
  const [name, detail, value] = s.scene.items[0] ?? ["", "", ""];
  const hue = itemHues[(s.people.length + 3) % itemHues.length]!;
  const skin = ["#c68642", "#a86b3c", "#8d5524", "#e0ac69"][s.people.length % 4]!;
  return `${rect(0, 0, PW, PH, 0, "#f8fafc")}${statusBar()}
    ${appHead(s, s.scene.heading)}
    ${rect(34, 112, 208, 20, 14, withLightness(hue, 0.84, 0.4))}${rect(24, 120, 228, 20, 16, withLightness(hue, 0.76, 0.45))}
    <defs><clipPath id="photo-${s.product.id}"><rect x="14" y="128" width="248" height="330" rx="22"/></clipPath></defs>
    <g clip-path="url(#photo-${s.product.id})">
      ${rect(14, 128, 248, 330, 0, withLightness(hue, 0.8, 0.45))}
      ${circle(210, 180, 70, "#ffffff", 'opacity="0.25"')}
      ${circle(138, 262, 58, "#1f2937")}
      <path d="M44 470 Q50 350 138 338 Q226 350 232 470 Z" fill="${withLightness(hue, 0.4, 0.5)}"/>
      ${rect(122, 300, 32, 44, 12, skin)}
      ${circle(138, 270, 44, skin)}
      <path d="M92 262 Q96 212 138 210 Q182 212 184 262 Q170 236 138 234 Q108 236 92 262 Z" fill="#1f2937"/>
      ${rect(14, 378, 248, 80, 0, "#0f172a", 'opacity="0.55"')}
    </g>
    ${rect(26, 142, fit(value, 11, 120).length * 6.4 + 20, 24, 12, "#ffffff")}
    ${text(36, 158, fit(value, 11, 120, true), { size: 11, weight: 700, fill: deep })}
    ${text(28, 412, fit(name, 18, 220, true), { size: 18, weight: 700, fill: "#ffffff" })}
    ${text(28, 434, fit(detail, 11, 220), { size: 11, fill: "#ffffff" })}
    ${circle(82, 500, 24, "#ffffff", `stroke="${LINE}" stroke-width="1.5"`)}
    <path d="M74 492 l16 16 m0 -16 l-16 16" stroke="#64748b" stroke-width="3" stroke-linecap="round"/>
    ${circle(138, 500, 30, accent)}
    <path d="M138 514 C116 498 122 482 132 484 C136 485 138 489 138 491 C138 489 140 485 144 484 C154 482 160 498 138 514 Z" fill="#ffffff"/>
    ${circle(194, 500, 24, "#ffffff", `stroke="${LINE}" stroke-width="1.5"`)}
    <path d="M194 488 l3.5 7.5 l8 1 l-6 5.5 l1.5 8 l-7 -4 l-7 4 l1.5 -8 l-6 -5.5 l8 -1 Z" fill="#f59e0b"/>
    ${tabBar(accent, 0)}`;
}

/** A ticketing app: a show's seat map with three seats chosen, and the total to pay. */
function seatsScreen(s: Story): string {
  const { accent, deep, pale } = s.palette;
  const [show, , price] = s.scene.items[0] ?? ["", "", "₹0"];
  const n = random(seedOf(s.product.id) + 11);
  const times = ["10:15 am", "1:30 pm", "6:45 pm", "9:50 pm"];
  const chips = times
    .map((time, i) => {
      const on = i === 2;
      return `${rect(14 + i * 63, 116, 57, 28, 10, on ? accent : "#ffffff", on ? "" : `stroke="${LINE}"`)}
        ${text(42 + i * 63, 134, time, { size: 10, weight: 700, fill: on ? "#ffffff" : "#334155", anchor: "middle" })}`;
    })
    .join("");
  const seats: string[] = [];
  const rows = "ABCDEFGH";
  // Three seats side by side in the sixth row (F5, F6, F7), as a family books them.
  const chosenRow = 5;
  const chosen = [4, 5, 6];
  const chosenNames = chosen.map((seat) => `${rows.charAt(chosenRow)}${seat + 1}`).join(", ");
  for (let row = 0; row < rows.length; row += 1) {
    seats.push(text(18, 215 + row * 22, rows.charAt(row), { size: 9, fill: SLATE }));
    for (let seat = 0; seat < 10; seat += 1) {
      const x = 32 + seat * 22 + (seat >= 5 ? 10 : 0);
      const y = 204 + row * 22;
      const picked = row === chosenRow && chosen.includes(seat);
      const sold = !picked && n() < 0.38;
      seats.push(
        picked
          ? rect(x, y, 16, 14, 4, accent)
          : sold
            ? rect(x, y, 16, 14, 4, "#cbd5e1")
            : rect(
                x,
                y,
                16,
                14,
                4,
                "#ffffff",
                `stroke="${withLightness(accent, 0.7, 0.4)}" stroke-width="1.2"`,
              ),
      );
    }
  }
  const legend = [
    ["Available", "#ffffff"],
    ["Selected", accent],
    ["Sold", "#cbd5e1"],
  ]
    .map(([label, fill], i) => {
      const x = 36 + i * 78;
      return `${rect(x, 392, 12, 11, 3, fill!, `stroke="${LINE}"`)}${text(x + 18, 402, label!, { size: 10, fill: SLATE })}`;
    })
    .join("");
  const total = rupees(amountOf(price) * chosen.length);
  return `${rect(0, 0, PW, PH, 0, "#f8fafc")}${statusBar()}
    ${appHead(s, "Choose your seats")}
    ${chips}
    <path d="M40 176 Q138 156 236 176" fill="none" stroke="${accent}" stroke-width="4" stroke-linecap="round"/>
    ${text(138, 192, "SCREEN THIS WAY", { size: 8, weight: 700, fill: SLATE, anchor: "middle" })}
    ${seats.join("")}
    ${legend}
    ${rect(14, 420, 248, 62, 14, pale)}
    ${text(28, 444, fit(`${show} · ${chosenNames}`, 11, 220), { size: 11, fill: deep })}
    ${text(28, 468, `${chosen.length} tickets · ${times[2]}`, { size: 13, weight: 700, fill: deep })}
    ${text(248, 468, total, { size: 16, weight: 700, fill: deep, anchor: "end" })}
    ${button(14, 496, 248, 44, `Pay ${total}`, accent)}`;
}

/** Items as short rows from `top`: a thumbnail, the name and detail, the price at the right. */
function compactRows(
  s: Story,
  items: Scene["items"],
  top: number,
  hueOffset: number,
  priceSize: number,
): string {
  return items
    .map(([name, detail, price], i) => {
      const y = top + i * 64;
      return `${rect(14, y, 248, 56, 12, "#ffffff", `stroke="${LINE}"`)}
        ${thumb(22, y + 8, 40, itemHues[(i + hueOffset) % itemHues.length]!, 2)}
        ${text(72, y + 24, fit(name, 12, 120, true), { size: 12, weight: 700 })}
        ${text(72, y + 41, fit(detail, 10, 120), { size: 10, fill: SLATE })}
        ${text(252, y + 33, price, { size: priceSize, weight: 700, fill: s.palette.deep, anchor: "end" })}`;
    })
    .join("");
}

/** A property app: a listing with its photo, then more homes as rows. */
function homesScreen(s: Story): string {
  const { accent, deep } = s.palette;
  const [first, ...rest] = s.scene.items;
  const hue = itemHues[(s.people.length + 2) % itemHues.length]!;
  const wall = withLightness(hue, 0.86, 0.35);
  const glass = withLightness(hue, 0.62, 0.45);
  const windows = (x: number, y: number, cols: number, rows: number) =>
    Array.from({ length: cols * rows }, (_, i) =>
      rect(x + (i % cols) * 16, y + Math.floor(i / cols) * 18, 10, 11, 2, glass),
    ).join("");
  const chips = ["Buy", "Rent", "New projects"]
    .map((label, i) => {
      const x = [14, 64, 120][i]!;
      const w = [44, 50, 96][i]!;
      return `${rect(x, 116, w, 26, 13, i === 0 ? deep : "#ffffff", i === 0 ? "" : `stroke="${LINE}"`)}
        ${text(x + w / 2, 133, label, { size: 11, weight: 700, fill: i === 0 ? "#ffffff" : "#334155", anchor: "middle" })}`;
    })
    .join("");
  const rows = compactRows(s, rest.slice(0, 2), 414, 4, 13);
  return `${rect(0, 0, PW, PH, 0, "#f8fafc")}${statusBar()}
    ${appHead(s, s.scene.heading)}
    ${chips}
    ${rect(14, 154, 248, 246, 18, "#ffffff", `stroke="${LINE}"`)}
    <defs><clipPath id="listing-${s.product.id}"><rect x="14" y="154" width="248" height="156" rx="18"/></clipPath></defs>
    <g clip-path="url(#listing-${s.product.id})">
      ${rect(14, 154, 248, 156, 0, "#dbeafe")}
      ${circle(220, 190, 16, "#fde68a")}
      ${rect(52, 188, 74, 122, 4, wall)}${windows(60, 198, 4, 6)}
      ${rect(136, 226, 96, 84, 4, withLightness(hue, 0.78, 0.3))}${windows(146, 238, 5, 3)}
      ${rect(172, 290, 20, 20, 2, deep)}
      ${rect(14, 298, 248, 12, 0, "#86efac")}
      ${circle(38, 292, 14, "#4ade80")}${circle(246, 292, 12, "#4ade80")}
    </g>
    ${rect(24, 164, (first?.[2] ?? "").length * 8 + 18, 26, 13, "#ffffff")}
    ${text(33, 182, first?.[2] ?? "", { size: 13, weight: 700, fill: deep })}
    ${circle(240, 177, 14, "#ffffff")}
    <path d="M240 184 C231 178 233 170 237 171 C239 171.5 240 173 240 174 C240 173 241 171.5 243 171 C247 170 249 178 240 184 Z" fill="${accent}"/>
    ${text(26, 334, fit(first?.[0] ?? "", 15, 224, true), { size: 15, weight: 700 })}
    ${text(26, 354, fit(first?.[1] ?? "", 11, 224), { size: 11, fill: SLATE })}
    ${button(26, 366, 110, 26, `${s.scene.action} · Sat`, accent, "#ffffff", 11)}
    ${rows}
    ${tabBar(accent, 0)}`;
}

/** A fitness app: the week's goals as rings, then today's classes. */
function ringsScreen(s: Story): string {
  const { accent, deep } = s.palette;
  const cx = 78;
  const cy = 196;
  const goals: [label: string, done: number, goal: number, colour: string][] = [
    ["Workouts", 4, 5, withLightness(accent, 0.72, 0.7)],
    ["Active minutes", 38, 45, "#fbbf24"],
    ["Classes", 2, 3, "#34d399"],
  ];
  const rings = goals
    .map(([, done, goal, colour], i) => {
      const r = 56 - i * 15;
      const length = 2 * Math.PI * r;
      return `${circle(cx, cy, r, "none", `stroke="#ffffff" stroke-opacity="0.14" stroke-width="11"`)}
        ${circle(cx, cy, r, "none", `stroke="${colour}" stroke-width="11" stroke-linecap="round" stroke-dasharray="${((length * done) / goal).toFixed(1)} ${length.toFixed(1)}" transform="rotate(-90 ${cx} ${cy})"`)}`;
    })
    .join("");
  const legend = goals
    .map(([label, done, goal, colour], i) => {
      const y = 158 + i * 32;
      return `${circle(152, y - 4, 5, colour)}${text(164, y, label, { size: 10, fill: "#ffffff", extra: 'opacity="0.8"' })}
        ${text(164, y + 15, `${done} / ${goal}`, { size: 13, weight: 700, fill: "#ffffff" })}`;
    })
    .join("");
  const rows = s.scene.items
    .slice(0, 3)
    .map(([name, detail, price], i) => {
      const y = 336 + i * 66;
      return `${rect(14, y, 248, 58, 14, "#ffffff", `stroke="${LINE}"`)}
        ${rect(24, y + 10, 38, 38, 10, withLightness(accent, 0.92, 0.5))}
        ${text(43, y + 27, detail.split(" ")[0] ?? "", { size: 10, weight: 700, fill: deep, anchor: "middle" })}
        ${text(43, y + 40, detail.split(" ")[1] ?? "", { size: 9, fill: deep, anchor: "middle" })}
        ${text(72, y + 25, fit(name, 12, 120, true), { size: 12, weight: 700 })}
        ${text(72, y + 42, fit(detail.split(" · ")[1] ?? price, 10, 110), { size: 10, fill: SLATE })}
        ${i === 0 ? button(196, y + 16, 56, 26, s.scene.action, accent, "#ffffff", 11) : text(250, y + 34, price, { size: 12, weight: 700, fill: deep, anchor: "end" })}`;
    })
    .join("");
  return `${rect(0, 0, PW, PH, 0, "#f8fafc")}${statusBar()}
    ${appHead(s, "This week")}
    ${rect(14, 118, 248, 158, 20, deep)}
    ${rings}${legend}
    ${text(20, 318, fit(s.scene.heading, 15, 236, true), { size: 15, weight: 700 })}
    ${rows}
    ${tabBar(accent, 0)}`;
}

/** The airport codes of the cities the screens are set in. */
const airports: Record<string, string> = {
  Ahmedabad: "AMD",
  Pune: "PNQ",
  Bengaluru: "BLR",
  Jaipur: "JAI",
  Kochi: "COK",
  Indore: "IDR",
  Surat: "STV",
  Lucknow: "LKO",
};

/** A travel app: the next trip's boarding pass, then more trips. */
function tripScreen(s: Story): string {
  const { accent, deep } = s.palette;
  const [first, ...rest] = s.scene.items;
  const destination = (first?.[0] ?? "").split(",")[0] ?? "";
  const code =
    destination.slice(0, 3).toUpperCase() === "GOA" ? "GOI" : destination.slice(0, 3).toUpperCase();
  const facts = [
    ["Date", "14 Dec"],
    ["Boarding", "06:40"],
    ["Seat", "14C"],
  ]
    .map(([label, value], i) => {
      const x = 32 + i * 80;
      return `${text(x, 258, label!, { size: 10, fill: "#ffffff", extra: 'opacity="0.7"' })}${text(x, 276, value!, { size: 13, weight: 700, fill: "#ffffff" })}`;
    })
    .join("");
  const rows = compactRows(s, rest.slice(0, 3), 342, 1, 12);
  return `${rect(0, 0, PW, PH, 0, "#f8fafc")}${statusBar()}
    ${appHead(s, "Your next trip")}
    ${rect(14, 116, 248, 176, 20, deep)}
    ${text(32, 146, fit(first?.[0] ?? "", 11, 210, true), { size: 11, weight: 700, fill: "#ffffff", extra: 'opacity="0.8"' })}
    ${text(32, 186, airports[s.city] ?? s.city.slice(0, 3).toUpperCase(), { size: 30, weight: 700, fill: "#ffffff" })}
    ${text(244, 186, code, { size: 30, weight: 700, fill: "#ffffff", anchor: "end" })}
    ${text(32, 204, s.city, { size: 10, fill: "#ffffff", extra: 'opacity="0.8"' })}
    ${text(244, 204, destination, { size: 10, fill: "#ffffff", anchor: "end", extra: 'opacity="0.8"' })}
    <path d="M104 176 H172" stroke="#ffffff" stroke-opacity="0.5" stroke-width="1.5" stroke-dasharray="4 4"/>
    <path d="M138 168 l10 8 l-10 8 l2 -8 Z M128 176 h12" fill="${withLightness(accent, 0.8, 0.8)}" stroke="${withLightness(accent, 0.8, 0.8)}" stroke-width="2"/>
    ${circle(14, 226, 9, "#f8fafc")}${circle(262, 226, 9, "#f8fafc")}
    <path d="M30 226 H246" stroke="#ffffff" stroke-opacity="0.35" stroke-dasharray="5 5"/>
    ${facts}
    ${text(20, 326, fit(s.scene.heading, 15, 236, true), { size: 15, weight: 700 })}
    ${rows}
    ${tabBar(accent, 1)}`;
}

const customerScreens: Record<SceneKind, (s: Story) => string> = {
  menu: menuScreen,
  ride: rideScreen,
  booking: bookingScreen,
  feed: feedScreen,
  lessons: lessonsScreen,
  wallet: walletScreen,
  chat: chatScreen,
  player: playerScreen,
  profiles: profilesScreen,
  seats: seatsScreen,
  homes: homesScreen,
  rings: ringsScreen,
  trip: tripScreen,
};

/** A driver's or partner's job: the map, the stop, the fare and the buttons. */
function routeScreen(s: Story, module: string): string {
  const { accent, deep } = s.palette;
  const fare = rupees(80 + s.n() * 320);
  return `${map(s, 380, [
    [60, 330],
    [70, 260],
    [140, 230],
    [150, 160],
    [226, 120],
  ])}
    ${statusBar()}
    <g filter="url(#soft)">${rect(14, 46, 248, 40, 14, "#ffffff")}</g>
    ${circle(34, 66, 6, "#16a34a")}${text(48, 71, fit(module, 13, 130, true), { size: 13, weight: 700 })}
    ${text(250, 71, "Online", { size: 12, weight: 700, fill: "#15803d", anchor: "end" })}
    <g filter="url(#soft)">${rect(0, 350, PW, 260, 22, "#ffffff")}</g>
    ${rect(118, 358, 40, 4, 2, "#cbd5e1")}
    ${text(20, 388, `Pickup · ${(1.2 + s.n() * 2).toFixed(1)} km`, { size: 11, fill: SLATE })}
    ${text(20, 410, fit(`${s.areas[1]}, ${s.city}`, 16, 236, true), { size: 16, weight: 700 })}
    ${avatar(36, 444, 16, s.people[1] ?? "", itemHues[4]!)}
    ${text(60, 440, s.people[1] ?? "", { size: 13, weight: 700 })}${text(60, 456, feat(s, 1, 10, 150), { size: 10, fill: SLATE })}
    ${text(256, 448, fare, { size: 17, weight: 700, fill: deep, anchor: "end" })}
    <line x1="20" y1="474" x2="256" y2="474" stroke="#f1f5f9"/>
    ${button(14, 488, 160, 42, s.scene.queue[1], accent)}
    ${button(182, 488, 80, 42, "Call", "#f1f5f9", "#334155")}
    ${text(138, 552, `Today · ${Math.round(6 + s.n() * 10)} jobs · ${rupees(900 + s.n() * 1800)}`, { size: 11, fill: SLATE, anchor: "middle" })}`;
}

/** A staff app's queue of incoming work. */
function staffScreen(s: Story, module: string): string {
  const { accent, deep, pale } = s.palette;
  const [heading, action] = s.scene.queue;
  const rows = [0, 1, 2, 3]
    .map((i) => {
      const y = 160 + i * 92;
      const [name, , value] = s.scene.items[i % s.scene.items.length]!;
      const person = s.people[i + 2] ?? "";
      const minutes = 2 + i * 6;
      return `${rect(14, y, 248, 82, 14, "#ffffff", i === 0 ? `stroke="${accent}" stroke-width="1.6"` : `stroke="${LINE}"`)}
        ${text(26, y + 22, `#${4800 + Math.floor(s.n() * 199)} · ${minutes} min ago`, { size: 10, fill: SLATE })}
        ${text(26, y + 42, fit(name, 13, 160, true), { size: 13, weight: 700 })}
        ${text(26, y + 60, fit(`${person} · ${s.areas[i % s.areas.length]}`, 11, 150), { size: 11, fill: SLATE })}
        ${text(250, y + 22, value, { size: 12, weight: 700, fill: deep, anchor: "end" })}
        ${i < 2 ? button(180, y + 44, 70, 26, action, i === 0 ? accent : pale, i === 0 ? "#ffffff" : deep, 12) : text(250, y + 62, s.scene.statuses[2], { size: 11, fill: SLATE, anchor: "end" })}`;
    })
    .join("");
  return `${rect(0, 0, PW, PH, 0, "#f8fafc")}${statusBar()}
    ${text(20, 64, fit(`${s.brand} · ${module}`, 12, 236, true), { size: 12, weight: 700, fill: deep })}
    ${text(20, 98, fit(heading, 20, 236, true), { size: 20, weight: 700 })}
    ${rect(20, 114, 70, 26, 13, deep)}${text(55, 131, "All · 4", { size: 11, weight: 700, fill: "#ffffff", anchor: "middle" })}
    ${rect(96, 114, 78, 26, 13, "#ffffff", `stroke="${LINE}"`)}${text(135, 131, fit(s.scene.statuses[1], 11, 70), { size: 11, fill: "#334155", anchor: "middle" })}
    ${rows}
    ${tabBar(accent, 0)}`;
}

function scannerScreen(s: Story, module: string): string {
  const { accent, deep } = s.palette;
  const n = random(seedOf(s.product.id) + 3);
  const cells: string[] = [];
  for (let i = 0; i < 9; i += 1)
    for (let j = 0; j < 9; j += 1)
      if (n() < 0.5 || (i < 3 && j < 3) || (i < 3 && j > 5) || (i > 5 && j < 3))
        cells.push(rect(88 + i * 11, 170 + j * 11, 10, 10, 1, "#0f172a"));
  const done = Math.round(200 + s.n() * 300);
  return `${rect(0, 0, PW, PH, 0, "#111827")}${statusBar("#ffffff")}
    ${text(20, 70, fit(`${s.brand} · ${module}`, 13, 236, true), { size: 13, weight: 700, fill: "#ffffff" })}
    ${rect(58, 140, 160, 160, 18, "#ffffff")}${cells.join("")}
    <path d="M48 170 V130 H88 M188 130 H228 V170 M228 270 V310 H188 M88 310 H48 V270" fill="none" stroke="${accent}" stroke-width="5" stroke-linecap="round"/>
    ${rect(48, 218, 180, 3, 1.5, accent)}
    ${rect(14, 340, 248, 110, 18, "#ffffff")}
    ${circle(42, 372, 13, "#16a34a")}<path d="M36 372 l4 4 l8 -8" stroke="#ffffff" stroke-width="2.5" fill="none" stroke-linecap="round"/>
    ${text(64, 368, s.people[3] ?? "", { size: 14, weight: 700 })}${text(64, 385, fit(s.scene.items[0]?.[0] ?? "", 11, 180), { size: 11, fill: SLATE })}
    ${text(28, 420, `Checked in ${done} of ${done + Math.round(80 + s.n() * 200)}`, { size: 12, weight: 700, fill: deep })}
    ${rect(28, 430, 220, 6, 3, LINE)}${rect(28, 430, 160, 6, 3, accent)}
    ${button(14, 480, 248, 44, "Scan next", accent)}`;
}

/** The screen of a phone module, by its kind. */
export function phoneScreen(s: Story, module: string): string {
  const kind = screenKind(module);
  if (kind === "route") return routeScreen(s, module);
  if (kind === "staff") return staffScreen(s, module);
  if (kind === "scanner") return scannerScreen(s, module);
  return customerScreens[s.scene.kind](s);
}

// ---- Browser screens (900 × 556) ----------------------------------------------

const BW = 900;
const BH = 556;

const weekdays = ["M", "T", "W", "T", "F", "S", "S"];

/** The dashboard's chart of the week (in its 340 px card, from y 250 to 374): bars per day. */
function barsChart(s: Story): string {
  const { accent } = s.palette;
  return s.bars
    .map((share, i) => {
      const h = 130 * share;
      return `${rect(234 + i * 46, 356 - h, 28, h, 6, i === 5 ? accent : withLightness(accent, 0.82, 0.5))}
        ${text(248 + i * 46, 374, weekdays[i]!, { size: 10, fill: SLATE, anchor: "middle" })}`;
    })
    .join("");
}

/** The same week as a line over a shaded area, today's point marked. */
function areaChart(s: Story): string {
  const { accent, deep } = s.palette;
  const points = s.bars.map((share, i) => [244 + i * 46, 356 - 120 * share] as const);
  const line = points.map(([x, y], i) => `${i ? "L" : "M"}${x} ${y.toFixed(0)}`).join(" ");
  const [tx, ty] = points[5]!;
  return `${[0, 1, 2].map((i) => `<line x1="226" y1="${266 + i * 45}" x2="534" y2="${266 + i * 45}" stroke="#f1f5f9"/>`).join("")}
    <path d="${line} L${points.at(-1)![0]} 356 L${points[0]![0]} 356 Z" fill="${withLightness(accent, 0.92, 0.6)}"/>
    <path d="${line}" fill="none" stroke="${accent}" stroke-width="3" stroke-linejoin="round"/>
    ${circle(tx, ty.toFixed(0), 6, "#ffffff", `stroke="${deep}" stroke-width="3"`)}
    ${points.map(([x], i) => text(x, 374, weekdays[i]!, { size: 10, fill: SLATE, anchor: "middle" })).join("")}`;
}

/** The week's work by status, as a ring with its legend. */
function donutChart(s: Story): string {
  const { accent } = s.palette;
  const shares = [0.58, 0.27, 0.15];
  const colours = [accent, withLightness(accent, 0.7, 0.5), "#fbbf24"];
  const r = 52;
  const length = 2 * Math.PI * r;
  let start = 0;
  const arcs = shares
    .map((share, i) => {
      const arc = `${circle(300, 316, r, "none", `stroke="${colours[i]}" stroke-width="22" stroke-dasharray="${(length * share - 3).toFixed(1)} ${length.toFixed(1)}" stroke-dashoffset="${(-start).toFixed(1)}" transform="rotate(-90 300 316)"`)}`;
      start += length * share;
      return arc;
    })
    .join("");
  const legend = s.scene.statuses
    .map((status, i) => {
      const y = 290 + i * 26;
      return `${rect(384, y - 9, 10, 10, 3, colours[i]!)}${text(402, y, fit(status, 11, 90), { size: 11, fill: "#334155" })}
        ${text(526, y, `${Math.round(shares[i]! * 100)}%`, { size: 11, weight: 700, anchor: "end" })}`;
    })
    .join("");
  return `${arcs}${text(300, 322, "Week", { size: 12, weight: 700, fill: SLATE, anchor: "middle" })}${legend}`;
}

function dashboardScreen(s: Story, module: string): string {
  const { accent, deep, pale } = s.palette;
  const side = s.scene.sections
    .map((section, i) => {
      const y = 112 + i * 40;
      const on = i === 0;
      return `${on ? rect(12, y - 22, 166, 34, 9, pale) : ""}${rect(26, y - 11, 12, 12, 3, on ? accent : "#94a3b8")}
        ${text(48, y, section, { size: 13, weight: on ? 700 : 400, fill: on ? deep : "#475569" })}`;
    })
    .join("");
  const figures = s.figures
    .map(([label, value], i) => {
      const x = 210 + i * 172;
      return `${rect(x, 92, 160, 92, 12, "#ffffff", `stroke="${LINE}"`)}
        ${text(x + 16, 118, fit(label, 12, 134), { size: 12, fill: SLATE })}
        ${text(x + 16, 152, value, { size: 24, weight: 700 })}
        ${text(x + 16, 172, `${i % 3 === 2 ? "↓" : "↑"} ${(2 + ((i * 37) % 11)).toFixed(0)}% this week`, { size: 10, weight: 700, fill: i % 3 === 2 ? "#b45309" : "#15803d" })}`;
    })
    .join("");
  const chart = [barsChart, areaChart, donutChart][seedOf(s.product.id) % 3]!(s);
  const statusColours: [string, string][] = [
    ["#dcfce7", "#15803d"],
    ["#e0f2fe", "#0369a1"],
    ["#fef3c7", "#b45309"],
  ];
  const rows = [0, 1, 2, 3, 4]
    .map((i) => {
      const y = 250 + i * 56;
      const [bg, ink] = statusColours[i % 3]!;
      const status = s.scene.statuses[i % 3];
      return `<line x1="566" y1="${y - 18}" x2="882" y2="${y - 18}" stroke="#f1f5f9"/>
        ${avatar(584, y + 2, 12, s.people[i + 4] ?? "", itemHues[i]!)}
        ${text(604, y - 1, s.people[i + 4] ?? "", { size: 12, weight: 700 })}
        ${text(604, y + 15, s.areas[i % s.areas.length] ?? "", { size: 10, fill: SLATE })}
        ${text(786, y + 6, s.scene.items[i % s.scene.items.length]![2], { size: 12, weight: 700, anchor: "end" })}
        ${rect(798, y - 9, 78, 20, 10, bg)}${text(837, y + 5, fit(status ?? "", 10, 72, true), { size: 10, weight: 700, fill: ink, anchor: "middle" })}`;
    })
    .join("");
  return `${rect(0, 0, BW, BH, 0, "#f8fafc")}
    ${rect(0, 0, 190, BH, 0, "#ffffff")}<line x1="190" y1="0" x2="190" y2="${BH}" stroke="${LINE}"/>
    ${rect(16, 18, 28, 28, 8, accent)}${text(30, 38, s.brand.charAt(0), { size: 15, weight: 700, fill: "#ffffff", anchor: "middle" })}
    ${text(52, 37, fit(s.brand, 12, 134, true), { size: 12, weight: 700 })}
    ${side}
    ${text(210, 46, fit(module, 20, 420, true), { size: 20, weight: 700 })}
    ${text(210, 68, `${s.city} · today`, { size: 12, fill: SLATE })}
    ${rect(690, 28, 190, 32, 16, "#ffffff", `stroke="${LINE}"`)}${text(708, 49, "Search", { size: 12, fill: "#94a3b8" })}
    ${figures}
    ${rect(210, 200, 340, 340, 12, "#ffffff", `stroke="${LINE}"`)}
    ${text(226, 226, fit(s.figures[0]?.[0] ?? "", 13, 300, true), { size: 13, weight: 700 })}${text(226, 244, "Last 7 days", { size: 11, fill: SLATE })}
    ${chart}
    ${rect(226, 396, 308, 126, 10, pale)}
    ${text(242, 422, "What's new in this release", { size: 11, weight: 700, fill: deep })}
    ${text(242, 448, feat(s, 0, 14, 280, true), { size: 14, weight: 700 })}
    ${text(242, 470, feat(s, 1, 12, 280), { size: 12, fill: "#334155" })}
    ${button(242, 484, 120, 28, "Release notes", accent, "#ffffff", 12)}
    ${rect(556, 200, 334, 340, 12, "#ffffff", `stroke="${LINE}"`)}
    ${text(572, 226, `Recent · ${s.scene.sections[1]}`, { size: 13, weight: 700 })}
    ${rows}`;
}

function websiteScreen(s: Story, module: string): string {
  const { accent, deep } = s.palette;
  const cards = s.scene.items
    .slice(0, 3)
    .map(([name, detail, value], i) => {
      const x = 40 + i * 280;
      const hue = itemHues[(i + 1) % itemHues.length]!;
      return `${rect(x, 330, 260, 200, 14, "#ffffff", `stroke="${LINE}"`)}
        ${rect(x + 10, 340, 240, 96, 10, withLightness(hue, 0.9, 0.55))}
        <path d="M${x + 10} 436 L${x + 80} 380 L${x + 130} 416 L${x + 180} 374 L${x + 250} 430 V436 Z" fill="${withLightness(hue, 0.72, 0.45)}"/>
        ${text(x + 18, 462, fit(name, 14, 230, true), { size: 14, weight: 700 })}
        ${text(x + 18, 480, fit(detail, 11, 230), { size: 11, fill: SLATE })}
        ${text(x + 18, 512, value, { size: 15, weight: 700, fill: deep })}
        ${button(x + 160, 494, 86, 28, s.scene.action, accent, "#ffffff", 12)}`;
    })
    .join("");
  const nav = s.scene.sections.slice(1, 5);
  return `${rect(0, 0, BW, BH, 0, "#ffffff")}
    ${rect(28, 18, 28, 28, 8, accent)}${text(42, 38, s.brand.charAt(0), { size: 15, weight: 700, fill: "#ffffff", anchor: "middle" })}
    ${text(66, 38, fit(s.brand, 16, 220, true), { size: 16, weight: 700 })}
    ${nav.map((item, i) => text(360 + i * 104, 38, item, { size: 13, fill: "#475569" })).join("")}
    <line x1="0" y1="64" x2="${BW}" y2="64" stroke="${LINE}"/>
    ${rect(0, 64, BW, 240, 0, deep)}
    ${circle(760, 180, 130, accent, 'opacity="0.45"')}${circle(840, 100, 70, "#ffffff", 'opacity="0.08"')}
    ${text(40, 130, fit(s.scene.heading, 32, 560, true), { size: 32, weight: 700, fill: "#ffffff" })}
    ${text(40, 164, fit(`${module} · ${s.city}`, 15, 540), { size: 15, fill: "#ffffff", extra: 'opacity="0.85"' })}
    ${rect(40, 190, 420, 46, 23, "#ffffff")}${text(64, 219, feat(s, 0, 13, 280), { size: 13, fill: SLATE })}
    ${button(356, 196, 98, 34, s.scene.action, accent, "#ffffff", 13)}
    ${text(40, 276, feat(s, 1, 12, 600), { size: 12, weight: 700, fill: "#ffffff", extra: 'opacity="0.8"' })}
    ${cards}`;
}

export function browserScreen(s: Story, module: string): string {
  return screenKind(module) === "website" ? websiteScreen(s, module) : dashboardScreen(s, module);
}

// ---- Devices ------------------------------------------------------------------

/** A phone at (x, y), scaled; its screen drawn by `screen` into 276 × 596. */
export function phone(x: number, y: number, scale: number, screen: string, id: string): string {
  const w = 300;
  const h = 620;
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <defs><clipPath id="${id}"><rect x="12" y="12" width="${w - 24}" height="${h - 24}" rx="34"/></clipPath></defs>
    <g filter="url(#shadow)">${rect(0, 0, w, h, 46, "#111827")}</g>
    ${rect(-3, 130, 4, 54, 2, "#1f2937")}${rect(w - 1, 150, 4, 80, 2, "#1f2937")}
    <g clip-path="url(#${id})"><g transform="translate(12 12)">${screen}</g></g>
    ${rect(w / 2 - 44, 22, 88, 24, 12, "#111827")}
  </g>`;
}

/** A browser window at (x, y), scaled; its page drawn by `screen` into 900 × 556. */
export function browser(
  x: number,
  y: number,
  scale: number,
  screen: string,
  address: string,
  id: string,
): string {
  const w = BW;
  const bar = 44;
  const h = BH + bar;
  const r = 14;
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <defs><clipPath id="${id}"><path d="M0 ${bar} H${w} V${h - r} Q${w} ${h} ${w - r} ${h} H${r} Q0 ${h} 0 ${h - r} Z"/></clipPath></defs>
    <g filter="url(#shadow)">${rect(0, 0, w, h, r, "#ffffff")}</g>
    <path d="M0 ${r} Q0 0 ${r} 0 H${w - r} Q${w} 0 ${w} ${r} V${bar} H0 Z" fill="#eef2f6"/>
    ${circle(24, 22, 6, "#f87171")}${circle(44, 22, 6, "#fbbf24")}${circle(64, 22, 6, "#34d399")}
    ${rect(260, 9, 380, 26, 13, "#ffffff")}
    ${text(450, 27, address, { size: 12, fill: SLATE, anchor: "middle" })}
    <g clip-path="url(#${id})"><g transform="translate(0 ${bar})">${screen}</g></g>
  </g>`;
}

/** The web address a browser shows: the brand as a made-up .in domain and the module. */
export function addressOf(s: Story, module: string): string {
  const host = s.brand.toLowerCase().replace(/[^a-z0-9]+/g, "");
  const path = screenKind(module) === "website" ? "" : `/${module.toLowerCase().split(" ")[0]}`;
  return `${host}.in${path}`;
}

// ---- Pictures -------------------------------------------------------------------

/** The device a module is drawn in, at a place and scale. */
function device(s: Story, module: string, x: number, y: number, scale: number, id: string): string {
  return inBrowser(module)
    ? browser(x, y, scale, browserScreen(s, module), addressOf(s, module), id)
    : phone(x, y, scale, phoneScreen(s, module), id);
}

const defs = `<defs>${SHADOW}</defs>`;

/** The site's paper (`bg-paper`): the ground of every product card's and module's picture. */
const MODULE_GROUND = "#f7f6f2";

/**
 * The card picture, 960 × 600: two devices on the site's paper. Every card stands on the same
 * ground, so thirty products read as one catalogue; each product's own colour is in its screens.
 * (Grounds of ink or paper with a shape in each product's accent read as thirty shop fronts.)
 */
const CARD = PRODUCT_PICTURE.card;

/** A device's scale and drawn size. */
type Box = { scale: number; width: number; height: number };

export function cardSvg(product: Product): string {
  const s = storyOf(product);
  const { main, second } = featuredModules(product);
  // The customer's app leads, in front: its first screen is what tells one product from another
  // (a map, a seat map, posters, a profile), where a dashboard of figures reads alike in every
  // card. The second app stands behind it, smaller. Both stand whole inside the picture, the pair
  // centred, with the same margin on every card: devices run off the edge on some cards and not
  // others read as a crop gone wrong.
  const left = random(seedOf(product.id) + 2)() < 0.5;
  // A browser at 62 % (558 × 372), a phone at 84 % in front (252 × 521) or 72 % behind.
  const natural = (module: string, scale: number) =>
    inBrowser(module)
      ? { scale: 0.62, width: BW * 0.62, height: (BH + 44) * 0.62 }
      : { scale, width: 300 * scale, height: 620 * scale };
  // Enough overlap to read as a pair, never so much that the app behind hides.
  const overlap = inBrowser(second) ? 64 : 90;
  const pair = [natural(main, 0.84), natural(second, 0.72)] as const;
  // Two browsers (a product of panels alone) shrink together to fit the width.
  const fit = Math.min(1, (CARD.width - 2 * 48) / (pair[0].width + pair[1].width - overlap));
  const [front, behind] = pair.map((box) => ({
    scale: box.scale * fit,
    width: box.width * fit,
    height: box.height * fit,
  })) as [Box, Box];
  const shared = overlap * fit;
  const start = (CARD.width - (front.width + behind.width - shared)) / 2;
  const [frontX, behindX] = left
    ? [start, start + front.width - shared]
    : [start + behind.width - shared, start];
  // The app behind sits a little lower, so its top edge shows beside the one in front.
  const behindTop = (CARD.height - behind.height) / 2 + 16;
  const devices =
    device(s, second, behindX, behindTop, behind.scale, "b") +
    device(s, main, frontX, (CARD.height - front.height) / 2, front.scale, "a");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD.width}" height="${CARD.height}" viewBox="0 0 ${CARD.width} ${CARD.height}">${defs}${rect(0, 0, CARD.width, CARD.height, 0, MODULE_GROUND)}${devices}</svg>`;
}

/** The product page's band picture, drawn at 960 × 720 on no ground (the band's ink shows through). */
const BAND = PRODUCT_PICTURE.band;

/**
 * What a band picture shows of its 960 × 720 drawing: a margin all round it (4:3, as the drawing),
 * so the devices' soft shadows fade out inside the picture. Cut at its edges, they drew the
 * picture's rectangle on the band, as a faint box round the devices.
 */
const BAND_VIEW = "-80 -40 1120 840";

export function bandSvg(product: Product): string {
  const s = storyOf(product);
  const { main, second, third } = featuredModules(product);
  const browserModule = [second, third].find((m) => m !== undefined && inBrowser(m));
  const phoneModule = [second, third].find((m) => m !== undefined && !inBrowser(m));
  const parts: string[] = [];
  if (browserModule) parts.push(device(s, browserModule, 150, 40, 0.84, "b"));
  if (phoneModule) parts.push(device(s, phoneModule, 676, browserModule ? 196 : 60, 0.8, "c"));
  parts.push(device(s, main, browserModule ? 30 : 200, 150, 0.86, "a"));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BAND.width}" height="${BAND.height}" viewBox="${BAND_VIEW}">${defs}${parts.join("")}</svg>`;
}

/** One module's screen in its device alone, on no ground, for the page's list of apps. */

export function moduleSvg(product: Product, module: string): string {
  const s = storyOf(product);
  const { width, height } = PRODUCT_PICTURE.module;
  // Drawn in a 640 × 512 box on the card's own paper (no rectangle of another colour inside the
  // card): a phone large and centred, its lower part running off the bottom edge into the card's
  // caption; a browser whole and centred (900 × 600 at 0.62: 558 × 372), its figures and its right
  // column in view: running off the right and bottom edges, it read as a screen cut mid-figure.
  const body = inBrowser(module)
    ? device(s, module, 41, 70, 0.62, "m")
    : device(s, module, 170, 40, 1, "m");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 640 512">${defs}${rect(0, 0, 640, 512, 0, MODULE_GROUND)}${body}</svg>`;
}

/** /products' band picture, drawn at 960 × 720: the customer apps of the first three HOT products. */
export function catalogueSvg(products: readonly Product[]): string {
  const picked = catalogueBandProducts(products);
  const places: [number, number, number][] = [
    [14, 78, 1],
    [330, 14, 1.04],
    [646, 92, 1],
  ];
  const phones = picked.map((product, i) => {
    const s = storyOf(product);
    const [x, y, scale] = places[i]!;
    return phone(x, y, scale, phoneScreen(s, featuredModules(product).main), `p${i}`);
  });
  // The middle phone is drawn last, in front.
  const order = [phones[0], phones[2], phones[1]].filter(Boolean).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BAND.width}" height="${BAND.height}" viewBox="${BAND_VIEW}">${defs}${order}</svg>`;
}
