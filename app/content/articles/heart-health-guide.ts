import type { Article } from "../article";

export const article: Article = {
  id: "heart-health-guide",
  title: "Heart Health 101: Protecting Your Cardiovascular System",
  description:
    "A plain-language guide to caring for your heart: the numbers to know, heart-friendly eating, movement, sleep, stress and the warning signs to take seriously.",
  category: "Heart Health",
  readTime: "9 min read",
  published: "2024-05-14",
  thumbnail: "/images/articles/heart-health-guide.svg",
  body: `Your heart beats around 100,000 times a day, pushing blood through tens of thousands of miles of vessels to deliver oxygen and nutrients to every cell. It works without a break for your entire life, and it responds to how you live. The choices you make about food, movement, sleep, stress and tobacco all influence how well your cardiovascular system functions over the years.

This guide covers the basics: how your heart and blood vessels work, the numbers worth knowing, and the everyday habits that support a healthy cardiovascular system. It is general information, not a substitute for personal advice from your healthcare provider.

## How Your Cardiovascular System Works

Your cardiovascular system has three main parts: the heart, the blood vessels and the blood itself. The heart is a muscular pump with four chambers. The right side sends blood to the lungs to pick up oxygen, and the left side pumps that oxygen-rich blood out to the rest of the body.

Arteries carry blood away from the heart, capillaries exchange oxygen and nutrients with tissues, and veins return blood to the heart. Healthy arteries are flexible and smooth on the inside. Over time, factors such as high blood pressure, high LDL cholesterol, high blood sugar and smoking can stiffen arteries and allow fatty deposits called plaque to build up, which narrows the path blood travels through.

## Know Your Numbers

Many of the most important measures of heart health cause no symptoms, so the only way to know them is to check. The American Heart Association encourages adults to learn these numbers and track them over time.

### Blood Pressure

Blood pressure is the force of blood against your artery walls. A reading below 120/80 mm Hg is considered normal for adults. Readings of 130/80 or higher are classified as high. Many pharmacies have free machines, and home monitors are widely available.

### Cholesterol

A simple blood test called a lipid panel measures LDL cholesterol, HDL cholesterol and triglycerides. Your provider will interpret the results alongside your other risk factors and tell you how often to be retested.

### Blood Sugar

Fasting glucose or an A1C test shows how your body is handling sugar. Consistently elevated blood sugar can affect blood vessels throughout the body.

### Resting Heart Rate

For most adults, a resting heart rate between 60 and 100 beats per minute is typical, and regular exercisers often sit at the lower end. Check it by counting your pulse for 30 seconds and doubling the number, ideally before getting out of bed.

### Weight and Waist Size

Body mass index and waist circumference give a rough picture of whether excess weight may be straining your heart. Extra fat around the abdomen is especially worth paying attention to.

**Ask your healthcare provider which screenings you need and how often, and keep a simple record of your results.**

## Eat for a Healthy Heart

No single food makes or breaks heart health. What matters is your overall eating pattern over weeks and years. Well-studied patterns such as the Mediterranean diet and the DASH eating plan share a few core features.

- Plenty of vegetables and fruit, aiming for a variety of colors.
- Whole grains such as oats, brown rice, barley and whole-wheat bread in place of refined grains.
- Beans, lentils, nuts and seeds as regular sources of protein and fiber.
- Fish, especially fatty fish like salmon and sardines, about twice a week.
- Liquid plant oils such as olive or canola oil instead of butter or lard.
- Low-fat dairy or fortified plant-based alternatives.

### What to Limit

- Sodium. The Dietary Guidelines for Americans recommend less than 2,300 milligrams a day. Most sodium comes from packaged, restaurant and processed foods rather than the salt shaker.
- Saturated fat, found in fatty cuts of meat, full-fat dairy, butter and many baked goods.
- Trans fats, sometimes listed as partially hydrogenated oils.
- Added sugars, especially from sugary drinks, candy and desserts.
- Processed meats such as bacon, sausage and deli meats.

### Practical Swaps

- Season with herbs, spices, garlic, citrus and vinegar instead of extra salt.
- Choose plain oatmeal with fruit over sweetened cereal.
- Snack on unsalted nuts instead of chips.
- Rinse canned beans and vegetables to remove some of the sodium.
- Drink water or unsweetened tea instead of soda.

## Move More, Sit Less

Your heart is a muscle, and regular physical activity helps keep it strong. Activity supports healthy blood pressure, cholesterol and blood sugar levels, helps with weight management and improves sleep and mood.

The Physical Activity Guidelines for Americans recommend that adults get:

- At least 150 minutes a week of moderate aerobic activity, such as brisk walking, or 75 minutes of vigorous activity, such as running.
- Muscle-strengthening activities on two or more days a week.

If that sounds like a lot, start small. A 10-minute walk after each meal adds up to 30 minutes a day. Breaking up long periods of sitting with short walks or stretches also helps. If you have a heart condition or have been inactive, check with your provider before starting a new exercise program.

## Stay Hydrated

Water makes up most of your blood, and staying well hydrated helps your heart move it efficiently. Drink water regularly through the day, more in hot weather or during exercise. If you have a heart condition, ask your provider how much fluid is right for you.

## Prioritize Sleep

Sleep is when your body repairs itself, and your heart is no exception. During healthy sleep, blood pressure and heart rate naturally dip. Adults who routinely sleep less than seven hours tend to have higher blood pressure and other cardiovascular risk factors. The American Heart Association now includes sleep in its checklist of key measures of heart health.

Aim for seven to nine hours a night on a regular schedule. Loud snoring, pauses in breathing or gasping during sleep can be signs of sleep apnea, a common condition that strains the heart and deserves a medical evaluation.

## Manage Stress

Ongoing stress keeps stress hormones elevated and can raise heart rate and blood pressure. It also makes it harder to stick with healthy habits, since many people cope by eating more, sleeping less or drinking more alcohol.

- Practice slow breathing, meditation or prayer for a few minutes each day.
- Spend time outdoors and with people you care about.
- Keep regular physical activity in your week, since it is one of the most effective stress relievers.
- Set realistic limits on work and commitments where you can.

## Avoid Tobacco and Limit Alcohol

Smoking damages the lining of the arteries, raises blood pressure and lowers the oxygen your blood can carry. Quitting is one of the most beneficial steps you can take for your heart at any age, and the benefits begin soon after you stop. Secondhand smoke and vaping also carry risks. For free support, call 1-800-QUIT-NOW.

If you drink alcohol, do so in moderation. Heavy drinking can raise blood pressure and triglycerides and contribute to irregular heart rhythms.

## A Note on Supplements

Many supplements are marketed for heart health, including fish oil, coenzyme Q10, garlic, hawthorn and fiber products. Evidence varies, and some can interact with heart medications. Garlic, ginkgo and fish oil, for example, may increase bleeding risk when combined with blood thinners, and some herbs affect blood pressure.

Talk to your healthcare provider before starting any supplement, especially if you take medication for blood pressure, cholesterol, blood sugar or blood clotting, or if you are pregnant or breastfeeding. Never stop or change a prescribed medication without your provider's guidance.

## Your Heart-Healthy Checklist

- Know your blood pressure, cholesterol and blood sugar numbers.
- Fill half your plate with vegetables and fruit.
- Keep sodium under 2,300 milligrams a day.
- Move for at least 150 minutes a week.
- Sleep seven to nine hours a night.
- Find a daily way to ease stress.
- Stay tobacco-free and drink alcohol only in moderation.

## When to Seek Professional Help

Call 911 right away if you or someone near you has possible signs of a heart attack or stroke. Do not drive yourself to the hospital.

### Possible Heart Attack Signs

- Chest pain, pressure, squeezing or fullness that lasts more than a few minutes or comes and goes.
- Pain or discomfort in one or both arms, the back, neck, jaw or stomach.
- Shortness of breath, with or without chest discomfort.
- A cold sweat, nausea or lightheadedness.

Women, older adults and people with diabetes are somewhat more likely to have less typical symptoms, such as unusual fatigue, nausea or back or jaw pain.

### Possible Stroke Signs

- Face drooping on one side.
- Arm or leg weakness, especially on one side.
- Speech that is slurred or hard to understand.

Make an appointment with your doctor if you notice swelling in your legs or ankles, a racing or irregular heartbeat, shortness of breath with light activity, or readings of 130/80 or higher on a home blood pressure monitor.`,
};
