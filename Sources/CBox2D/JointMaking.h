// Joints as both worlds make them (UIKit Dynamics' and SpriteKit's): Box2D definitions filled in
// from world points, shared by the two bridges.
#ifndef CBOX2D_JOINT_MAKING_H
#define CBOX2D_JOINT_MAKING_H

#include <box2d/box2d.h>

/// A rod or spring between two world points; frequency 0 makes it rigid.
inline b2Joint *makeDistanceJoint(b2World &world, b2Body *a, b2Body *b, b2Vec2 pa, b2Vec2 pb, float length,
                                  float minLength, float maxLength, float frequency, float ratio, bool collideConnected) {
    b2DistanceJointDef def;
    def.Initialize(a, b, pa, pb);
    def.collideConnected = collideConnected;
    def.length = length;
    def.minLength = minLength;
    def.maxLength = maxLength;
    b2LinearStiffness(def.stiffness, def.damping, frequency, ratio, a, b);
    if (frequency <= 0) def.stiffness = def.damping = 0;  // rigid
    return world.CreateJoint(&def);
}

inline b2Joint *makePrismaticJoint(b2World &world, b2Body *a, b2Body *b, b2Vec2 anchor, b2Vec2 axis,
                                   bool limited, float lower, float upper) {
    b2PrismaticJointDef def;
    def.Initialize(a, b, anchor, axis);
    def.enableLimit = limited;
    def.lowerTranslation = lower;
    def.upperTranslation = upper;
    return world.CreateJoint(&def);
}

inline b2Joint *makeWeldJoint(b2World &world, b2Body *a, b2Body *b, b2Vec2 anchor) {
    b2WeldJointDef def;
    def.Initialize(a, b, anchor);
    return world.CreateJoint(&def);
}

/// A pin: friction as a motor at speed 0 that can exert at most `frictionTorque`.
inline b2Joint *makeRevoluteJoint(b2World &world, b2Body *a, b2Body *b, b2Vec2 anchor, bool limited,
                                  float lower, float upper, float frictionTorque) {
    b2RevoluteJointDef def;
    def.Initialize(a, b, anchor);
    def.enableLimit = limited;
    def.lowerAngle = lower;
    def.upperAngle = upper;
    def.enableMotor = frictionTorque > 0;
    def.motorSpeed = 0;
    def.maxMotorTorque = frictionTorque;
    return world.CreateJoint(&def);
}

#endif
